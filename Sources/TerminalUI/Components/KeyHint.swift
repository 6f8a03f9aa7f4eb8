/// A key and what it does, as footers and the help screen list them: `↑↓ select`.
public struct KeyHint: Hashable, Sendable {
  /// How the key is shown, e.g. `↑↓`, `Enter`, `q`.
  public var keys: String
  /// What the key does, e.g. `select`.
  public var action: String

  /// A hint for one or more keys.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// The hint as styled text: the key bold, the action dim.
  public var line: Line {
    Line(keys, style: .bold) + Line(" " + action, style: .dim)
  }
}
