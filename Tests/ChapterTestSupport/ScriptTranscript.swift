import TerminalUI

/// What a script run printed, cut into its steps: how the chapter suites read an app end to
/// end.
///
/// Script mode prints `── start` and the first frame, then for each command `── N: command`,
/// the actions the store received with their state diffs, and the frame after it. A frame is
/// printed between `┌───` and `└───`, each of its rows after a `│`.
public struct ScriptTranscript: Sendable {
  /// One command of the script and what it printed.
  public struct Step: Sendable {
    /// The heading after `── `: `start`, or `3: plus`.
    public internal(set) var heading: String
    /// The action log lines the command printed (actions and diffs), as printed.
    public internal(set) var log: [String] = []
    /// The rows of the frame after the command, without the `│` and trailing spaces.
    public internal(set) var frame: [String] = []
    /// Every line the step printed as printed, its `── ` heading first.
    public internal(set) var lines: [String]

    /// The frame's rows with the spaces around them removed, to find text wherever it is centred.
    public var trimmedFrame: [String] {
      frame.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The step as printed, one text: its heading, its log and its frame with the borders.
    public var text: String {
      lines.joined(separator: "\n")
    }
  }

  /// The exit code the run ended with.
  public let exitCode: Int32
  /// Everything written to standard output, as one text.
  public let output: String
  /// Everything written to standard error, as one text.
  public let errors: String
  /// The steps, `start` first.
  public let steps: [Step]

  /// Runs `script` through the app's script mode on a window of `size`, as `--script FILE` does.
  /// A `wait` may take up to a minute here, not the app's ten seconds: on a loaded two-core
  /// machine the tests that run child processes can hold the cooperative threads the effects
  /// need for longer than that, and a slow machine is no failure of the app.
  @MainActor
  public init<State, Action>(
    running script: [String], on app: TerminalApp<State, Action>,
    size: TerminalSize = .standard
  ) async {
    app.waitLimit = .seconds(60)
    var output: [String] = []
    var errors: [String] = []
    exitCode = await app.runScript(
      script, size: size, output: { output.append($0) }, errorOutput: { errors.append($0) })
    self.output = output.joined(separator: "\n")
    self.errors = errors.joined(separator: "\n")
    steps = ScriptTranscript.steps(in: self.output)
  }

  /// The step whose heading is `heading` (`start`, `2: minus`); a test fails on nil.
  public func step(_ heading: String) -> Step? {
    steps.first { $0.heading == heading }
  }

  /// What script line `number` printed, from its `── number: command` heading to the next
  /// heading; empty when the script stopped before it.
  public func text(ofStep number: Int) -> String {
    steps.first { $0.heading.hasPrefix("\(number): ") }?.text ?? ""
  }

  /// The rows of the last frame printed, without the `│`; empty when none was.
  public var lastFrame: [String] {
    steps.last { !$0.frame.isEmpty }?.frame ?? []
  }

  /// Cuts script output into steps. The output is cut into lines at its newline scalars (it
  /// holds no `\r`), not at characters: measuring grapheme clusters across a whole session's
  /// output took most of this function's time in a debug build.
  private static func steps(in output: String) -> [Step] {
    var steps: [Step] = []
    var isInFrame = false
    for line in output.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    {
      if line.hasPrefix("── ") {
        steps.append(Step(heading: String(line.dropFirst(3)), lines: [line]))
        continue
      }
      guard !steps.isEmpty else { continue }
      steps[steps.count - 1].lines.append(line)
      if line.hasPrefix("┌") {
        isInFrame = true
      } else if line.hasPrefix("└") {
        isInFrame = false
      } else if isInFrame, line.hasPrefix("│") {
        steps[steps.count - 1].frame.append(String(line.dropFirst()))
      } else {
        steps[steps.count - 1].log.append(line)
      }
    }
    return steps
  }
}
