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

  /// Whether the check found the exercise failing: its tests failed, it did not build, or its
  /// run timed out or crashed (not when it was not started, stopped, or could not be run).
  var isFailure: Bool {
    switch self {
    case .failed, .doesNotBuild, .noTestRan, .timedOut, .crashed: true
    case .notStarted, .passed, .stopped, .cannotRun: false
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
