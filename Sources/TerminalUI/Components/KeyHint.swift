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

  /// Its keys one by one: `Esc q` is `Esc` and `q`.
  var eachKey: [Substring] { keys.split(separator: " ") }

  /// The hint as styled spans: the key bold, the action dim.
  var spans: [Span] { [Span(keys, style: .bold), Span(" " + action, style: .dim)] }

  /// The columns the hint takes.
  var width: Int { keys.displayWidth + 1 + action.displayWidth }
}
