/// What an alert or dialog button does, as TCA spells it when it animates:
/// `ButtonState(action: .send(.confirmTapped, animation: .default)) { TextState("OK") }`. The
/// animation is accepted and ignored (see `Animation`): the button sends the same action.
public struct ButtonStateAction<Action> {
  /// The action the button sends.
  let action: Action?

  /// A button action that sends `action`.
  public static func send(_ action: Action?, animation: Animation? = nil) -> Self {
    Self(action: action)
  }
}

extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState {
  /// A button that does what `action` says when tapped:
  /// `ButtonState(role: .destructive, action: .send(.deleteTapped, animation: .default)) { … }`.
  public init(role: ButtonStateRole? = nil, action: ButtonStateAction<Action>, label: () -> TextState) {
    self.init(role: role, action: action.action, label: label)
  }
}
