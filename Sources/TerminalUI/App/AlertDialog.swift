import Composable

extension Dialog {
  /// The dialog box of an alert: its title, message and buttons (roles kept), one focused.
  public init<Action>(alert: AlertState<Action>, focused: Int = 0) {
    self.init(
      title: alert.title.string, message: alert.message?.string ?? "",
      buttons: alert.buttons.map { button in
        DialogButton(button.label.string, role: button.role.map(DialogButton.Role.init))
      },
      focused: min(max(0, focused), max(0, alert.buttons.count - 1)))
  }
}

extension DialogButton.Role {
  /// The role a dialog button has for a button state's role.
  public init(_ role: ButtonStateRole) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}

extension AlertState {
  /// What tapping the button at `index` sends to the parent, as a tap on iOS does: the button's
  /// action as `.presented(action)`, or `.dismiss` for a button without one. Nil for an index
  /// with no button. `embed` is the parent's case, e.g. `CartDomain.Action.alert`.
  public func tap<ParentAction>(
    buttonAt index: Int, _ embed: (PresentationAction<Action>) -> ParentAction
  ) -> ParentAction? {
    guard buttons.indices.contains(index) else { return nil }
    return embed(buttons[index].action.map(PresentationAction.presented) ?? .dismiss)
  }
}
