/// State that goes away by itself after the user acts on it, like an alert or a confirmation
/// dialog: a presented ephemeral state is cleared after any of its actions, and `ifLet` needs no
/// child reducer for it.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether presenting `state` ends with `action`: the state is ephemeral itself, or it is a case
/// of a destination enum that holds an ephemeral state and the action is that same case's (an
/// action for another case clears nothing).
func isEphemeral(_ state: Any, actedOnBy action: Any) -> Bool {
  if state is any _EphemeralState { return true }
  guard let (stateCase, payload) = enumCase(of: state), payload is any _EphemeralState else {
    return false
  }
  return enumCase(of: action)?.name == stateCase
}
