/// A button of a dialog or a button row.
public struct DialogButton: Hashable, Sendable {
  /// What a button's role means for how it is drawn.
  public enum Role: Hashable, Sendable {
    /// Dismisses without doing anything.
    case cancel
    /// Does something that cannot be undone; drawn in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// The button's role, if any.
  public var role: Role?

  /// A button with a title and an optional role.
  public init(_ title: String, role: Role? = nil) {
    self.title = title
    self.role = role
  }
}
