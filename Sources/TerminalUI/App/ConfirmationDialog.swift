import Composable

extension Dialog {
  /// The dialog box of a confirmation dialog (an action sheet): its title (left out when the
  /// dialog hides it), message and buttons, roles kept, one focused.
  public init<Action>(confirmationDialog dialog: ConfirmationDialogState<Action>, focused: Int = 0)
  {
    self.init(
      title: dialog.titleVisibility == .hidden ? "" : dialog.title.string,
      message: dialog.message?.string ?? "",
      buttons: dialog.buttons.map { button in
        DialogButton(button.label.string, role: button.role.map(DialogButton.Role.init))
      },
      focused: min(max(0, focused), max(0, dialog.buttons.count - 1)))
  }
}

extension ConfirmationDialogState {
  /// What tapping the button at `index` sends to the parent: the button's action as
  /// `.presented(action)`, or `.dismiss` for a button without one (a Cancel that only closes
  /// the dialog). Nil for an index with no button. `embed` is the parent's case.
  public func tap<ParentAction>(
    buttonAt index: Int, _ embed: (PresentationAction<Action>) -> ParentAction
  ) -> ParentAction? {
    guard buttons.indices.contains(index) else { return nil }
    return embed(buttons[index].action.map(PresentationAction.presented) ?? .dismiss)
  }
}
