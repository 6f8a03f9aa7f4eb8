/// State that goes away by itself after the user acts on it, like an alert or a confirmation
/// dialog: a presented ephemeral state is cleared after any of its actions, and `ifLet` needs no
/// child reducer for it.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}
