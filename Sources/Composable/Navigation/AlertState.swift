import Foundation

/// The state of an alert: a title, an optional message and buttons, each button sending an
/// action. Presented with `@Presents` and `ifLet`; cleared after any of its buttons is tapped.
public struct AlertState<Action>: Identifiable {
  /// The alert's identity (not compared by `==`).
  public let id: UUID
  /// The title.
  public var title: TextState
  /// The message under the title, if any.
  public var message: TextState?
  /// The buttons, in order; an alert without buttons shows an OK button that only dismisses.
  public var buttons: [ButtonState<Action>]

  /// An alert with a title, buttons and a message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// A copy whose button actions are changed by `transform`.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    var alert = AlertState<NewAction>(title: { title }, message: message.map { message in { message } })
    alert.buttons = buttons.map { $0.map(transform) }
    return alert
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts with the same title, message and buttons are equal, whatever their identity.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomReflectable {
  /// Reflects the title, buttons and message, not the identity.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["title": title, "actions": buttons, "message": message as Any],
      displayStyle: .struct)
  }
}
