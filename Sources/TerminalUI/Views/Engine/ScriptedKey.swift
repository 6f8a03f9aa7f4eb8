/// A key press as a script says it, for the session's recording: a command line, or a
/// character typed into a field.
enum ScriptedKey: Equatable {
  /// A script command: `tap Pay`, `tab`, `log`.
  case command(String)
  /// A character typed into a text field (consecutive ones become one `type` line).
  case typed(Character)
}
