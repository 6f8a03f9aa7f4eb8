/// What `kit check` found out about an exercise.
enum CheckVerdict: Equatable, Sendable {
  /// Its `isStarted` marker is still false, so nothing was run.
  case notStarted
  /// Every test of its grader ran and passed.
  case passed(tests: Int)
  /// Some tests of its grader failed.
  case failed([FailingTest], tests: Int)
  /// The workbook does not compile; its errors, and the output's last lines for when no error
  /// line could be found.
  case doesNotBuild(CompilerErrors, lastLines: [String])
  /// The grading run finished but ran no test of the grader; the reason a test was skipped,
  /// when one was.
  case noTestRan(skipReason: String?)
  /// A step ran past its time limit and was ended.
  case timedOut(building: Bool, limit: Duration)
  /// The grading run ended without a usable report (it crashed); its last lines.
  case crashed(StepOutcome.Ending, lastLines: [String])
  /// The learner stopped it (Ctrl-C, or SIGTERM, SIGHUP).
  case stopped(by: Int32)
  /// Something kept the kit from grading; the message says what.
  case cannotRun(String)

  /// Whether the exercise passed.
  var isPassed: Bool {
    if case .passed = self { true } else { false }
  }

  /// Why the exercise failed, in one line, for `kit exercises`: the first failing test and the
  /// first line of its first message, or what kept it from running; nil when it did not fail.
  var reason: String? {
    switch self {
    case .failed(let failing, _):
      guard let first = failing.first else { return nil }
      let message = first.messages.first?.split(separator: "\n").first.map(String.init) ?? ""
      return "“\(first.displayName ?? first.name)”: \(message)"
    case .doesNotBuild(let errors, _):
      return errors.errors.first?.first ?? "it does not build"
    case .noTestRan(let skipReason):
      return skipReason ?? "no test of it ran"
    case .timedOut(let building, _):
      return building ? "its build ran out of time" : "its tests ran out of time"
    case .crashed:
      return "its tests crashed"
    case .notStarted, .passed, .stopped, .cannotRun:
      return nil
    }
  }
}

/// A test of a grader that failed, with its failure messages in the learner's words.
struct FailingTest: Equatable, Sendable {
  /// The test's function, e.g. `resetFromAnyNumber(start:)`.
  var name: String
  /// Its different failure messages, in order, each reduced to what the grader says; one
  /// recorded in the learner's workbook file starts with where, `ThirdButton.swift:135:19: `.
  var messages: [String]
  /// The test's display name as `swift test` prints it, when its console output said.
  var displayName: String? = nil

  /// What a grader's message says to the learner: a failed expectation or a recorded issue
  /// comes as `Expectation failed: (x → 5) == 0 (error): the comment`; the comment is what the
  /// grader wrote for the learner, so only it is kept when there is one.
  static func learnersWords(_ message: String) -> String {
    if let marker = message.range(of: " (error): ") {
      return String(message[marker.upperBound...])
    }
    return message.hasSuffix(" (error)") ? String(message.dropLast(" (error)".count)) : message
  }
}
