import OnlineStore
import TerminalUI

/// The profile's edit form, drawn from an `EditProfileDomain.State` as a sheet: Cancel and Save,
/// the username and email fields with the cursor in the focused one (`state.focus`), and the
/// validation message when a save was refused.
///
/// ```
/// ╭─ Edit profile ───────────────────────────────────────────────────────────────╮
/// │ [ Cancel ]                                                          [ Save ] │
/// │                                                                              │
/// │ Username  [johnd█                                                          ] │
/// │ Email      john@gmail.com                                                    │
/// ╰──────────────────────────────────────────────────────────────────────────────╯
/// ```
public struct EditProfileLines {
  /// The form's state.
  public let state: EditProfileDomain.State
  /// Where the cursor is in the focused field, in characters; nil puts it at the end.
  public let cursor: Int?

  /// The form drawn from `state`, the cursor at `cursor` in the focused field (by default at
  /// its end).
  public init(state: EditProfileDomain.State, cursor: Int? = nil) {
    self.state = state
    self.cursor = cursor
  }

  /// The frame `base` with the form's sheet over its lower part, in a window of `size`.
  public func lines(over base: [Line], size: TerminalSize) -> [Line] {
    Sheet(title: "Edit profile", content: content(width: size.columns - 4))
      .lines(over: base, size: size)
  }

  /// The sheet's content, `width` columns wide.
  public func content(width: Int) -> [Line] {
    var lines = [
      Line.spread(Line("[ Cancel ]", style: .bold), Line("[ Save ]", style: .bold), width: width),
      .empty,
      field(.username, label: "Username", text: state.username, width: width),
      field(.email, label: "Email", text: state.email, width: width),
    ]
    if let message = state.validationMessage {
      lines.append(.empty)
      lines += (Line("✗ ", style: .color(.red)) + Line(message, style: .color(.red)))
        .wrapped(toWidth: width)
    }
    return lines
  }

  /// One labelled field, the labels padded to one width so the fields line up; the focused one
  /// shows the cursor.
  private func field(
    _ field: EditProfileDomain.State.Field, label: String, text: String, width: Int
  ) -> Line {
    var editing = TextFieldState(text: text)
    let isFocused = state.focus == field
    if isFocused, let cursor { editing.cursor = min(max(0, cursor), text.count) }
    return LineTextField(
      label: label.padding(toLength: 8, withPad: " ", startingAt: 0), state: editing,
      isFocused: isFocused
    ).line(width: width)
  }
}
