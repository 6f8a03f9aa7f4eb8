import OnlineStore
import TerminalUI

/// The Profile screen with what it presents, layered as iOS shows them: the profile; the edit
/// form as a sheet over it, or the restore alert as a dialog box, whichever `destination` holds.
public struct ProfileScreenView {
  /// The profile's state, with its destination.
  public let state: ProfileDomain.State
  /// The focused button of the alert, if one is shown.
  public let alertFocus: DialogFocus
  /// Where the cursor is in the form's focused field; nil puts it at the end.
  public let cursor: Int?
  /// The animation tick, for spinners.
  public let tick: Int

  /// The screen for `state`, with the alert's focus and the form's cursor of the screen.
  public init(
    state: ProfileDomain.State, alertFocus: DialogFocus = DialogFocus(), cursor: Int? = nil,
    tick: Int = 0
  ) {
    self.state = state
    self.alertFocus = alertFocus
    self.cursor = cursor
    self.tick = tick
  }

  /// The frame in `size`: exactly `size.rows` lines.
  public func lines(size: TerminalSize) -> [Line] {
    var frame = ProfileLines(state: state, tick: tick).lines(size: size)
    frame += Array(repeating: Line.empty, count: max(0, size.rows - frame.count))
    frame = Array(frame.prefix(size.rows))
    switch state.destination {
    case nil:
      return frame
    case .editProfile(let form):
      return EditProfileLines(state: form, cursor: cursor).lines(over: frame, size: size)
    case .alert(let alert):
      let focused = alertFocus.focused(in: alert.id, buttonCount: alert.buttons.count)
      return Dialog(alert: alert, focused: focused).lines(over: frame, size: size)
    }
  }
}
