import Testing

extension Issue {
  /// The text the issue was recorded with: its comments, joined.
  public var message: String {
    comments.map(\.rawValue).joined(separator: "\n")
  }
}
