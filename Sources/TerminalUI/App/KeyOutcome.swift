/// What a key binding decided a key press means.
public enum KeyOutcome<Action> {
  /// Send this action to the store.
  case send(Action)
  /// The key changed only the screen state (a selection, a focus); redraw.
  case handled
  /// The key means nothing now; let the app's own keys (`q`, `?`, …) have it.
  case ignored
  /// Run one of the app's own commands.
  case command(AppCommand)
}
