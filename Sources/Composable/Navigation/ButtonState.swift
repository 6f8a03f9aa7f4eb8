import Foundation

/// A button of an alert or dialog: its label, its role, and the action tapping it sends.
public struct ButtonState<Action>: Identifiable {
  /// The button's identity (not compared by `==`).
  public let id: UUID
  /// The action tapping the button sends; nil for a button that only dismisses.
  public let action: Action?
  /// The button's label.
  public let label: TextState
  /// The button's role, if any.
  public let role: ButtonStateRole?

  /// A button that sends `action` (or nothing) when tapped.
  public init(role: ButtonStateRole? = nil, action: Action? = nil, label: () -> TextState) {
    self.id = UUID()
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A copy whose action is changed by `transform`.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }
}

/// What a button means: cancelling, or a destructive choice.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// Cancels the choice.
  case cancel
  /// Does something that cannot be undone.
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {
  /// Buttons with the same label, role and action are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.label == rhs.label && lhs.role == rhs.role && lhs.action == rhs.action
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the label, role and action.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(role)
    hasher.combine(action)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomReflectable {
  /// Reflects the role, action and label, not the identity.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["role": role as Any, "action": action as Any, "label": label],
      displayStyle: .struct)
  }
}

/// Builds the buttons of an alert or dialog from a list.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// The listed buttons.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// One button.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }

  /// Buttons from an `if` that may not hold.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// Buttons of an `if` branch.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Buttons of an `else` branch.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// Buttons from a loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}
