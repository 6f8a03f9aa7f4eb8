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

extension DemoStep {
  /// The walk-through a script makes (`--demo --script FILE`): a step per command, captioned by
  /// the `# caption` above it (or itself), a caption with no command a step of its own; `##`
  /// lines and `wait` are left out (the demo's pace lets effects end), `wait 3s` stays.
  public static func steps(fromScript lines: [String]) -> [DemoStep] {
    var steps: [DemoStep] = []
    var caption: (text: String, isUsed: Bool)?
    for line in lines {
      let text = String(line.trimmingSpaces)
      if text.isEmpty || text.hasPrefix("##") || text == "wait" { continue }
      if text.hasPrefix("#") {
        if let caption, !caption.isUsed { steps.append(DemoStep(caption.text)) }
        caption = (String(text.dropFirst().trimmingSpaces), false)
      } else {
        steps.append(DemoStep(caption?.text ?? text, command: text))
        caption?.isUsed = true
      }
    }
    if let caption, !caption.isUsed { steps.append(DemoStep(caption.text)) }
    return steps
  }
}
