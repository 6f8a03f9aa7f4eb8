import Foundation

/// A program the exercise commands run as a child (`swift test`): its command line, the
/// variables added to its environment, its folder and how long it may take.
struct ProcessStep: Equatable, Sendable {
  /// A time limit that replaces the first once a line of output starts with `marker`:
  /// `swift test` builds first, which may take minutes, then prints `Build complete!` and runs
  /// the tests, which must be quick.
  struct PhaseLimit: Equatable, Sendable {
    /// The start of the line that begins the second phase.
    var marker: String
    /// How long the second phase may take, from that line.
    var timeLimit: Duration
  }

  /// The program and its arguments, e.g. `["swift", "test", "--filter", …]`.
  var arguments: [String]
  /// Variables set for the child on top of the kit's own environment.
  var environment: [String: String] = [:]
  /// The folder it runs in.
  var directory: URL
  /// How long it may run before the kit ends it and its whole process group.
  var timeLimit: Duration
  /// The time limit of a second phase, if the step has one.
  var phaseLimit: PhaseLimit?

  /// The command line that starts it: `env NAME=value … program …` when it has variables of its
  /// own (the kit's child processes inherit the kit's environment), the program itself
  /// otherwise.
  var spawnArguments: [String] {
    environment.isEmpty ? arguments : ["env"] + assignments + arguments
  }

  /// The command as a learner would type it in a shell: `KIT_EXERCISES=workbook swift test …`.
  var displayText: String {
    (assignments + [SuiteCommandLine.shellText(of: arguments)]).joined(separator: " ")
  }

  private var assignments: [String] {
    environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }
}

/// How a `ProcessStep` went: how it ended, and everything it wrote.
struct StepOutcome: Equatable, Sendable {
  /// How a step ended.
  enum Ending: Equatable, Sendable {
    /// The program exited with a status.
    case exited(Int32)
    /// A signal ended it (a crash, or something outside the kit).
    case signaled(Int32)
    /// It ran past its time limit, and the kit ended it.
    case timedOut
    /// The learner stopped it (Ctrl-C: SIGINT; or SIGTERM, SIGHUP).
    case stopped(by: Int32)
    /// It could not be started; the message says why.
    case couldNotStart(String)
  }

  /// How it ended.
  var ending: Ending
  /// Its standard output and error, as one text.
  var output: String
  /// Whether its output reached the marker of its second phase (`Build complete!`).
  var reachedSecondPhase = false

  /// The output's lines.
  var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
