import OnlineStore
import TerminalUI

/// The profile's edit form, drawn from an `EditProfileDomain.State` as a sheet: Cancel and Save,
/// the username and email fields, and the validation message when a save was refused.
///
/// ```
/// ╭─ Edit profile ───────────────────────────────────────────────────────────────╮
/// │ [ Cancel ]                                                          [ Save ] │
/// │                                                                              │
/// │ Username   johnd                                                             │
/// │ Email      john@gmail.com                                                    │
/// ╰──────────────────────────────────────────────────────────────────────────────╯
/// ```
public struct EditProfileView {
  /// The form's state.
  public let state: EditProfileDomain.State

  /// The form drawn from `state`.
  public init(state: EditProfileDomain.State) {
    self.state = state
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
      field("Username", text: state.username, width: width),
      field("Email", text: state.email, width: width),
    ]
    if let message = state.validationMessage {
      lines.append(.empty)
      lines += (Line("✗ ", style: .color(.red)) + Line(message, style: .color(.red)))
        .wrapped(toWidth: width)
    }
    return lines
  }

  /// One labelled field, the labels padded to one width so the fields line up.
  private func field(_ label: String, text: String, width: Int) -> Line {
    TextField(
      label: label.padding(toLength: 9, withPad: " ", startingAt: 0),
      state: TextFieldState(text: text), isFocused: false
    ).line(width: width)
  }
}
