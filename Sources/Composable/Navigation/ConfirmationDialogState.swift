import Foundation

/// The state of a confirmation dialog (an action sheet): a title, an optional message and
/// buttons. Presented with `@Presents` and `ifLet`; cleared after any of its buttons is tapped.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The dialog's identity (not compared by `==`).
  public let id: UUID
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: Visibility
  /// The message, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Whether a dialog shows its title.
  public enum Visibility: Equatable, Hashable, Sendable {
    /// As the platform chooses.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// A dialog with a title, buttons and a message.
  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Dialogs with the same title, visibility, message and buttons are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomReflectable {
  /// Reflects the title, buttons and message, not the identity.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "title": title, "titleVisibility": titleVisibility, "actions": buttons,
        "message": message as Any,
      ],
      displayStyle: .struct)
  }
}
