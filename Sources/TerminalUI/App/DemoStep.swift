/// One step of a `--demo` walk-through: a caption for the audience and the script command that
/// the step performs (a command name such as `increment`, a key name, or `type <text>`).
public struct DemoStep: Hashable, Sendable {
  /// What the step shows, in a sentence.
  public var caption: String
  /// The script command the step performs; nil for a step that only shows its caption.
  public var command: String?

  /// A step with a caption and the command it performs.
  public init(_ caption: String, command: String? = nil) {
    self.caption = caption
    self.command = command
  }
}
