import TerminalUI

/// What a script run printed, cut into its steps: how the suite reads the app end to end.
///
/// Script mode prints `── start` and the first frame, then for each command `── N: command`,
/// the actions the store received with their state diffs, and the frame after it. A frame is
/// printed between `┌───` and `└───`, each of its rows after a `│`.
struct ScriptTranscript {
  /// One command of the script and what it printed.
  struct Step {
    /// The heading after `── `: `start`, or `3: plus`.
    var heading: String
    /// The action log lines the command printed (actions and diffs), as printed.
    var log: [String] = []
    /// The rows of the frame after the command, without the `│` and trailing spaces.
    var frame: [String] = []

    /// The frame's rows with the spaces around them removed, to find text wherever it is centred.
    var trimmedFrame: [String] {
      frame.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The exit code the run ended with.
  let exitCode: Int32
  /// Everything written to standard output, as one text.
  let output: String
  /// Everything written to standard error, as one text.
  let errors: String
  /// The steps, `start` first.
  let steps: [Step]

  /// Runs `script` through the app's script mode on a window of `size`.
  @MainActor
  init<State, Action, Screen>(
    running script: [String], on app: TerminalApp<State, Action, Screen>,
    size: TerminalSize = .standard
  ) async {
    var output: [String] = []
    var errors: [String] = []
    exitCode = await app.runScript(
      script, size: size, output: { output.append($0) }, errorOutput: { errors.append($0) })
    self.output = output.joined(separator: "\n")
    self.errors = errors.joined(separator: "\n")
    steps = ScriptTranscript.steps(in: self.output)
  }

  /// The step whose heading is `heading` (`start`, `2: minus`); a test fails on nil.
  func step(_ heading: String) -> Step? {
    steps.first { $0.heading == heading }
  }

  /// Cuts script output into steps.
  static func steps(in output: String) -> [Step] {
    var steps: [Step] = []
    var isInFrame = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("── ") {
        steps.append(Step(heading: String(line.dropFirst(3))))
      } else if line.hasPrefix("┌") {
        isInFrame = true
      } else if line.hasPrefix("└") {
        isInFrame = false
      } else if isInFrame, line.hasPrefix("│") {
        steps[steps.count - 1].frame.append(String(line.dropFirst()))
      } else if !steps.isEmpty {
        steps[steps.count - 1].log.append(line)
      }
    }
    return steps
  }
}
