import Foundation

/// Grades one exercise as `kit check` and `kit watch` do: refuses an exercise that is not
/// started, then runs `swift test` on the exercise's grader suite alone and reads its JUnit
/// report to decide. No test run counts as a failure, and so does a run that ends without a
/// report: a workbook that does not build when SwiftPM never said `Build complete!`, a crash
/// when it did.
@MainActor
struct CheckRunner {
  /// The exercise.
  var exercise: Exercise
  /// The package folder.
  var packageRoot: URL
  /// Runs `swift test`.
  var runner: StepRunner
  /// Stops them at the learner's request.
  var stop: StopSwitch
  /// Gets each output line as it comes, for a progress line.
  var onLine: @MainActor (String) -> Void = { _ in }

  /// The commands that grade the exercise.
  var command: GradingCommandLine {
    GradingCommandLine(exercise: exercise, packageRoot: packageRoot)
  }

  /// How many of the output's last lines a failure without a better explanation shows.
  static let tailLength = 12

  /// Grades the exercise and says how it went.
  func run() async -> CheckVerdict {
    let file = packageRoot.appendingPathComponent(exercise.file)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      return .cannotRun("cannot read the workbook file \(exercise.file) in \(packageRoot.path)")
    }
    guard WorkbookMarker.isStarted(text) else { return .notStarted }
    guard
      FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent("Package.swift").path)
    else {
      return .cannotRun(
        "cannot find the kit's package folder (no Package.swift in \(packageRoot.path))")
    }
    let command = self.command
    try? FileManager.default.removeItem(at: command.swiftTestingReport)
    try? FileManager.default.removeItem(at: command.eventStream)
    let graded = await runner.run(command.test, stop, onLine)
    let built = graded.reachedSecondPhase
    switch graded.ending {
    case .timedOut:
      let limit = built ? command.test.phaseLimit?.timeLimit : command.test.timeLimit
      return .timedOut(building: !built, limit: limit ?? command.test.timeLimit)
    case .stopped(let signal):
      return .stopped(by: signal)
    case .couldNotStart(let message):
      return .cannotRun(message)
    case .exited(127) where !built:
      let program = command.test.arguments[0]
      return .cannotRun("cannot start \(program): \(graded.lines.first ?? "not found")")
    case .exited, .signaled:
      break
    }
    guard let xml = try? String(contentsOf: command.swiftTestingReport, encoding: .utf8) else {
      if graded.ending == .exited(0) { return .noTestRan(skipReason: nil) }
      guard built else {
        return .doesNotBuild(
          CompilerErrors(output: graded.output, packageRoot: packageRoot),
          lastLines: tail(of: graded))
      }
      return .crashed(graded.ending, lastLines: tail(of: graded))
    }
    let report: GraderReport
    do {
      report = try GraderReport.parse(xml)
    } catch {
      return .cannotRun(
        "cannot read the grader's report \(GradingCommandLine.reportPath): \(error.message)")
    }
    let cases = command.suites.flatMap { report.testCases(ofSuite: $0) }
    let ran = cases.filter { !$0.isSkipped }
    guard !ran.isEmpty else {
      return .noTestRan(skipReason: cases.lazy.compactMap(\.skipReason).first)
    }
    let events = (try? String(contentsOf: command.eventStream, encoding: .utf8)).map(TestEvents.parse)
    let failing = CheckRunner.failingTests(
      in: ran, events: events ?? TestEvents(),
      workbookFile: URL(fileURLWithPath: exercise.file).lastPathComponent, workbookPath: exercise.file)
    if !failing.isEmpty { return .failed(failing, tests: ran.count) }
    guard graded.ending == .exited(0) else {
      return .crashed(graded.ending, lastLines: tail(of: graded))
    }
    return .passed(tests: ran.count)
  }

  /// The failing tests, one entry per test function (a report may list a test with arguments
  /// once per argument), each message once; in each, the grader's own comments on failed
  /// expectations come first, before the diffs the test store reports. The event stream gives
  /// each test's display name and, among the issues that test recorded (never another test's,
  /// however the parallel tests' output interleaved), where one in the learner's
  /// `workbookFile` was. A place in the workbook that a message names by its `#fileID`
  /// (`"Exercises/OptionalBanner.swift:131"`, as TCA's reports do) is named by the file's path
  /// in the package, `workbookPath`, which the learner can open, and so is the place of an issue
  /// recorded there. The tests come in the order their files declare them: a grader's check that
  /// carries its own words for the learner first, then the learner's tests, then the other checks.
  static func failingTests(
    in cases: [GraderReport.TestCase], events: TestEvents = TestEvents(), workbookFile: String = "",
    workbookPath: String = ""
  ) -> [FailingTest] {
    func isGradersComment(_ message: String) -> Bool {
      message.hasPrefix("Expectation failed:") && message.contains(" (error): ")
    }
    var failing: [FailingTest] = []
    for test in cases where !test.failures.isEmpty {
      let ordered =
        test.failures.filter(isGradersComment) + test.failures.filter { !isGradersComment($0) }
      var unmatched = events.issues(ofTest: test.name, suite: test.suite)
      let messages = ordered.map { message in
        var words = FailingTest.learnersWords(message)
        if !workbookFile.isEmpty, !workbookPath.isEmpty {
          words = words.replacingOccurrences(of: "\"Exercises/\(workbookFile):", with: "\"\(workbookPath):")
        }
        guard let index = unmatched.firstIndex(where: { $0.describes(message) }) else {
          return words
        }
        let issue = unmatched.remove(at: index)
        guard !workbookFile.isEmpty, issue.location.hasPrefix(workbookFile + ":") else { return words }
        // In the workbook: named by its path in the package, which an editor opens.
        let place =
          workbookPath.isEmpty ? issue.location : workbookPath + issue.location.dropFirst(workbookFile.count)
        return place + ": " + words
      }
      if let index = failing.firstIndex(where: { $0.name == test.name }) {
        for message in messages where !failing[index].messages.contains(message) {
          failing[index].messages.append(message)
        }
      } else {
        var unique: [String] = []
        for message in messages where !unique.contains(message) { unique.append(message) }
        let displayName = events.test(test.name, ofSuite: test.suite)?.displayName
        failing.append(FailingTest(name: test.name, messages: unique, displayName: displayName))
      }
    }
    // In the order the files declare them, not in the order the parallel tests happened to
    // finish: first a grader's check that says in its own words what to change, then the
    // learner's tests, then the grader's other checks.
    func place(_ failingTest: FailingTest) -> (Int, String, Int) {
      let testCase = cases.first { $0.name == failingTest.name }
      guard let declaration = events.test(failingTest.name, ofSuite: testCase?.suite ?? "")?.declaration else {
        return (3, "", 0)
      }
      let rank: Int
      if declaration.file == workbookFile {
        rank = 1  // the learner's own test
      } else if testCase?.failures.contains(where: isGradersComment) == true {
        rank = 0  // a grader's check in its own words
      } else {
        rank = 2  // the grader's other checks
      }
      return (rank, declaration.file, declaration.line)
    }
    return failing.enumerated().sorted { first, second in
      let (a, b) = (place(first.element), place(second.element))
      return a != b ? a < b : first.offset < second.offset
    }.map(\.element)
  }

  private func tail(of outcome: StepOutcome) -> [String] {
    var lines = outcome.lines
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    return Array(lines.suffix(CheckRunner.tailLength))
  }
}
