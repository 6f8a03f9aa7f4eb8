import Foundation
import TestTags
import Testing

@testable import Kit

/// `kit check` on a temporary package, with a stand-in for `swift test` (running the real one
/// inside the test run would start it all again): what it runs, how it reads the report, what
/// it shows and records.
@MainActor
@Suite("kit check", .tags(.kit), .timeLimit(.minutes(1)))
struct ExerciseCheckTests {
  private let package: ExerciseTestPackage
  private let recorder = RecordingConsole()
  private let grader = StandInGrader()

  init() throws {
    package = try ExerciseTestPackage()
  }

  /// The lines the check printed after the first one that is `line`.
  private func printed(after line: String) throws -> ArraySlice<String> {
    let lines = recorder.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines[(try #require(lines.firstIndex(of: line)) + 1)...]
  }

  private func check(_ id: String = "counter.reset") async -> Int32 {
    await package.commands(console: recorder, runner: grader.runner).run(.check(id: id))
  }

  private static let passingReport = JUnitReport.xml([
    .init(suite: "CounterResetTests", name: "resetFromAnyNumber(start:)"),
    .init(suite: "CounterResetTests", name: "resetFromAnyNumber(start:)"),
    .init(suite: "CounterResetTests", name: "learnersTestCatchesABrokenReset()"),
    .init(
      suite: "CounterFloorGrader", name: "minusAtZero()",
      skipped: "Exercise counter.floor is not started"),
  ])

  @Test("the grading command: swift test in grading-only mode on the grader alone, Swift Testing only, two limits")
  func command() throws {
    defer { package.remove() }
    let exercise = try ExerciseBook.load(packageRoot: package.root).exercise("counter.reset")
    let command = GradingCommandLine(exercise: exercise, packageRoot: package.root)
    let report = package.root.appendingPathComponent(".build-check/kit-check.xml").path
    let events = package.root.appendingPathComponent(".build-check/kit-check-events.jsonl").path
    #expect(
      command.test.arguments == [
        "swift", "test", "--disable-xctest", "--scratch-path", ".build-check",
        "-Xswiftc", "-index-ignore-system-modules",
        "--filter", "^Exercises.CounterResetTests(/|$)", "--xunit-output", report,
        "--experimental-event-stream-output", events, "--experimental-event-stream-version", "0",
      ])
    #expect(
      command.test.environment == ["KIT_EXERCISES": "workbook", "KIT_EXERCISES_CHAPTER": "01-Counter"])
    #expect(command.test.directory == package.root)
    #expect(command.test.timeLimit == .seconds(1800))
    #expect(
      command.test.phaseLimit
        == ProcessStep.PhaseLimit(marker: "Build complete!", timeLimit: .seconds(180)))
    #expect(
      command.test.spawnArguments
        == ["env", "KIT_EXERCISES=workbook", "KIT_EXERCISES_CHAPTER=01-Counter"] + command.test.arguments)
    #expect(
      command.test.displayText
        == "KIT_EXERCISES=workbook KIT_EXERCISES_CHAPTER=01-Counter swift test --disable-xctest "
        + "--scratch-path .build-check -Xswiftc -index-ignore-system-modules "
        + "--filter '^Exercises.CounterResetTests(/|$)' --xunit-output \(report) "
        + "--experimental-event-stream-output \(events) --experimental-event-stream-version 0")
    #expect(command.swiftTestingReport.path == report, "without XCTest, the report has the name given")
    #expect(command.suites == ["Exercises.CounterResetTests"])
    let library = try ExerciseBook.load(packageRoot: package.root).exercise("composition.limit")
    #expect(
      GradingCommandLine(exercise: library, packageRoot: package.root).suites
        == ["ExerciseGraders.AddToCartLimitGrader", "Exercises.AddToCartLimitTests"],
      "beside a grader's own suite, the suite the learner may write there is run too")
  }

  @Test("after a debug build the check shares its module cache, spelled as SwiftPM spelled it; the build command shown builds alike")
  func sharedModuleCache() throws {
    defer { package.remove() }
    let exercise = try ExerciseBook.load(packageRoot: package.root).exercise("counter.reset")
    #expect(GradingCommandLine.mainModuleCache(packageRoot: package.root) == nil, "no debug build yet")
    // A line of the plan SwiftPM writes for a debug build (llbuild's manifest), as it spells it.
    let debug = package.root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
    let cache = debug.path + "/ModuleCache"
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try Data(
      #"""
      commands:
        "C.Composable-x86_64-unknown-linux-gnu-debug.module":
          args: ["/opt/swift/usr/bin/swiftc","-module-name","Composable","-module-cache-path","\#(cache)","-Onone"]
      """#.utf8
    ).write(to: package.root.appendingPathComponent(".build/debug.yaml"))
    #expect(
      GradingCommandLine.mainModuleCache(packageRoot: package.root) == nil,
      "a plan whose build folder is gone (the package moved) names no cache to share")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    #expect(GradingCommandLine.mainModuleCache(packageRoot: package.root)?.path == cache)
    let options = GradingCommandLine.buildOptions(packageRoot: package.root)
    #expect(options.suffix(4).elementsEqual(["-Xswiftc", "-module-cache-path", "-Xswiftc", cache]))
    #expect(
      GradingCommandLine(exercise: exercise, packageRoot: package.root).test.arguments
        .starts(with: ["swift", "test"] + options))
    #expect(
      GradingCommandLine.buildDisplayText(for: exercise, packageRoot: package.root)
        == "KIT_EXERCISES=workbook KIT_EXERCISES_CHAPTER=01-Counter swift build --build-tests --disable-xctest "
        + "--scratch-path .build-check -Xswiftc -index-ignore-system-modules -Xswiftc -module-cache-path "
        + "-Xswiftc \(cache)")
  }

  @Test("a passing grader: ✔ on the first line, the pass recorded, the solution opened, exit 0")
  func passing() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    grader.grading = StandInGrader.built(status: 0, report: Self.passingReport)
    let code = await check()
    #expect(code == 0)
    #expect(grader.steps.count == 1)
    #expect(grader.steps.first?.arguments.starts(with: ["swift", "test"]) == true)
    let output = recorder.output
    #expect(
      output.hasPrefix(
        "Checking counter.reset · A reset button with its suite, CounterResetTests…\n"
          + "  The first check builds the kit's core and this chapter's graders, in .build-check "
          + "(SwiftPM's build); later checks build only what changed.\n"),
      "the first check says what it does, and promises no time")
    #expect(output.contains("\n✔ counter.reset · A reset button: passed (3 tests).\n"))
    #expect(output.contains("kit solution counter.reset"))
    #expect(
      output.contains(
        "Next: counter.floor · No negative numbers, in Exercises/Workbook/01-Counter/CounterFloor.swift"
      ))
    #expect(try package.record().passed == ["counter.reset"])
    #expect(recorder.errors.isEmpty)
  }

  @Test(
    "a failing grader: the first failing test with the grader's words, the others by title, where swift test says more, hints left, nothing recorded, exit 1"
  )
  func failing() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    try package.save(ExerciseRecord(passed: [], hintsShown: ["counter.reset": 1]))
    let report = JUnitReport.xml([
      .init(
        suite: "CounterResetTests", name: "resetFromAnyNumber(start:)",
        failures: [
          "Issue recorded (error): A state change does not match the expectation.",
          "Expectation failed: (store.state.counter → 5) == 0 (error): resetButtonTapped did not set the counter back to 0: it is still 5",
        ]),
      .init(
        suite: "CounterResetTests", name: "resetFromAnyNumber(start:)",
        failures: [
          "Expectation failed: (store.state.counter → 5) == 0 (error): resetButtonTapped did not set the counter back to 0: it is still 5"
        ]),
      .init(
        suite: "CounterResetTests", name: "exhaustive()",
        failures: [
          "Issue recorded (error): A state change does not match the expectation.\n\n    ResettableCounter.State(\n  − counter: 0\n  + counter: 5\n    )\n\n(Expected: −, Actual: +)\n\nThe closure gets the state before the action."
        ]),
      .init(suite: "CounterResetTests", name: "incrementStillWorks()"),
    ])
    grader.grading = StandInGrader.built(status: 1, report: report)
    let code = await check()
    #expect(code == 1)
    #expect(
      try printed(after: "✘ counter.reset · A reset button: 2 of 4 tests failed.").dropFirst().prefix(8)
        == [
        "  ✘ resetFromAnyNumber(start:)",
        "      resetButtonTapped did not set the counter back to 0: it is still 5",
        "      A state change does not match the expectation.",
        "  ✘ exhaustive()",
        "  The first failing test in full, the others by title: fix it, then check again.",
        "",
        "  Everything swift test says about it: swift test --filter CounterResetTests",
        "  Edit Exercises/Workbook/01-Counter/CounterReset.swift and check again. "
          + "Stuck? kit hint counter.reset (2 hints left)",
      ])
    #expect(!recorder.output.contains("Expectation failed"))
    #expect(try package.record().passed.isEmpty)
  }

  @Test(
    "a test run with several arguments: every sentence of the grader's, the store's diff once, and how many diffs were left out"
  )
  func repeatedDiffs() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let cases = [5, 1, -3].map { start in
      JUnitReport.Case(
        suite: "CounterResetTests", name: "resetFromAnyNumber(start:)",
        failures: [
          "Issue recorded (error): resetButtonTapped did not set the counter back to 0: from \(start) it left \(start).",
          "Issue recorded (error): A state change does not match the expectation.\n\n    ResettableCounter.State(\n  − counter: 0\n  + counter: \(start)\n    )\n\n(Expected: −, Actual: +)",
        ])
    }
    grader.grading = StandInGrader.built(status: 1, report: JUnitReport.xml(cases))
    #expect(await check() == 1)
    #expect(
      try printed(after: "  ✘ resetFromAnyNumber(start:)").prefix(10) == [
        "      resetButtonTapped did not set the counter back to 0: from 5 it left 5.",
        "      A state change does not match the expectation.",
        "          ResettableCounter.State(",
        "        − counter: 0",
        "        + counter: 5",
        "          )",
        "      (Expected: −, Actual: +)",
        "      (2 more like it: the swift test command below shows every one.)",
        "      resetButtonTapped did not set the counter back to 0: from 1 it left 1.",
        "      resetButtonTapped did not set the counter back to 0: from -3 it left -3.",
      ])
  }

  @Test("a check that fails after a pass: progress says so, the solution stays unlocked; the next pass clears it")
  func failingAgain() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    try package.save(ExerciseRecord(passed: ["counter.reset"]))
    grader.grading = StandInGrader.built(
      status: 1,
      report: JUnitReport.xml([
        .init(suite: "CounterResetTests", name: "resetButton()", failures: ["Issue recorded (error): passes even when"])
      ]))
    #expect(await check() == 1)
    let record = try package.record()
    #expect(record.failingAgain == ["counter.reset"])
    #expect(record.hasPassed("counter.reset"), "the solution, once unlocked, stays unlocked")
    #expect(!record.isPassing("counter.reset"))
    let book = try ExerciseBook.load(packageRoot: package.root)
    let reset = try #require(book.exercises.first { $0.id == "counter.reset" })
    let state = ExerciseState.of(reset, record: record, packageRoot: package.root)
    #expect(state == .failingAgain)
    #expect(state.label == "passed before, failing now")
    #expect(book.progress(record)[1] == ExerciseProgress(solved: 0, total: 2))
    #expect(
      record.failures["counter.reset"] == "“resetButton()”: passes even when",
      "kit exercises says why, in a line: the first failing test and its message")

    grader.grading = StandInGrader.built(status: 0, report: Self.passingReport)
    #expect(await check() == 0)
    #expect(try package.record() == ExerciseRecord(passed: ["counter.reset"]))
  }

  @Test("a failure's messages wrap to the terminal's width, not wider")
  func wrapsToTheTerminal() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let words = "resetButtonTapped did not set the counter back to 0, which then shows the start value again"
    grader.grading = StandInGrader.built(
      status: 1,
      report: JUnitReport.xml([
        .init(
          suite: "CounterResetTests", name: "resetFromAnyNumber(start:)",
          failures: ["Expectation failed: (store.state.counter → 5) == 0 (error): " + words])
      ]))
    let narrow = RecordingConsole(columns: 80)

    _ = await package.commands(console: narrow, runner: grader.runner).run(.check(id: "counter.reset"))

    let lines = narrow.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("      resetButtonTapped did not set the counter back to 0, which then shows the"))
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
  }

  @Test(
    "the learner's own test failing on their code: swift test's display name, the file and line, and the diff as nested as swift test shows it"
  )
  func learnersOwnTestFails() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let diff = """
      A state change does not match the expectation.

          ResettableCounter.State(
            alert: AlertState<ResettableCounter.Action.Alert>(
        −     title: TextState("Reset?"),
        +     title: TextState("Reset the counter?"),
              actions: [
        −       [0]: ButtonState<ResettableCounter.Action.Alert>(
        +       [0]: ButtonState<ResettableCounter.Action.Alert>(
              ]
            )
          )
      """
    let report = JUnitReport.xml([
      .init(
        suite: "CounterResetTests", name: "learnersTestPassesOnTheirs()",
        failures: ["Issue recorded (error): " + diff])
    ])
    grader.grading = StandInGrader.built(status: 1, report: report)
    grader.events = EventStream.jsonl(
      tests: [
        .init(
          suite: "CounterResetTests", name: "learnersTestPassesOnTheirs()",
          displayName: "your testReset passes on your ResettableCounter",
          issues: [
            .init(
              file: "CounterReset.swift", line: 132, column: 19, headline: "Issue recorded",
              detail: "A state change does not match the expectation.")
          ])
      ])
    #expect(await check() == 1)
    #expect(
      try printed(after: "  ✘ your testReset passes on your ResettableCounter").prefix(11) == [
        "      Exercises/Workbook/01-Counter/CounterReset.swift:132:19: A state change does not match the",
        "      expectation.",
        "          ResettableCounter.State(",
        "            alert: AlertState<ResettableCounter.Action.Alert>(",
        "        −     title: TextState(\"Reset?\"),",
        "        +     title: TextState(\"Reset the counter?\"),",
        "              actions: [",
        "        −       [0]: ButtonState<ResettableCounter.Action.Alert>(",
        "        +       [0]: ButtonState<ResettableCounter.Action.Alert>(",
        "              ]",
        "            )",
      ])
  }

  @Test("a grader's sentence that starts with + is prose: it wraps at its words, not as a diff's Actual lines")
  func plusSentenceIsProse() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let sentence = """
      + on row UUID(0) of three rows at 1 should make that row 2 and leave the others; the counts \
      are [2, 1, 1]. Does the list's Reduce end with .forEach(\\.rows, action: Action.rows) { GiftRowDomain() }?
      """
    grader.grading = StandInGrader.built(
      status: 1,
      report: JUnitReport.xml([
        .init(suite: "CounterResetTests", name: "rows()", failures: ["Issue recorded (error): " + sentence])
      ]))
    let narrow = RecordingConsole(columns: 80)

    _ = await package.commands(console: narrow, runner: grader.runner).run(.check(id: "counter.reset"))

    let lines = narrow.output.split(separator: "\n").map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix("      + on row") })
    #expect(
      Array(lines[first...].prefix(3)) == [
        "      + on row UUID(0) of three rows at 1 should make that row 2 and leave the",
        "      others; the counts are [2, 1, 1]. Does the list's Reduce end with",
        "      .forEach(\\.rows, action: Action.rows) { GiftRowDomain() }?",
      ])
  }

  @Test("a dump indented under a grader's sentence (the actions received) wraps at its brackets, never inside a name")
  func receivedActionsWrapAsADump() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let message = """
      "Clear" should send .alert(.presented(.confirmClear)). The store received:
        SavedForLaterDomain.Action.alert(.presented(.confirmCheckoutWithSavedPaymentMethod))
      """
    grader.grading = StandInGrader.built(
      status: 1,
      report: JUnitReport.xml([
        .init(suite: "CounterResetTests", name: "clear()", failures: ["Issue recorded (error): " + message])
      ]))
    let narrow = RecordingConsole(columns: 60)

    _ = await package.commands(console: narrow, runner: grader.runner).run(.check(id: "counter.reset"))

    let lines = narrow.output.split(separator: "\n").map(String.init)
    let first = try #require(lines.firstIndex { $0.contains("The store received:") })
    #expect(
      Array(lines[(first + 1)...].prefix(3)) == [
        "        SavedForLaterDomain.Action.alert(",
        "          .presented(.confirmCheckoutWithSavedPaymentMethod)",
        "        )",
      ])
  }

  @Test("a diff line too long for the screen wraps as a dump under its marker, deeper, not at one indent")
  func longDiffLineKeepsItsNesting() {
    let line = "  +       [1]: ButtonState<CheckoutPromptDomain.Action.Alert>(role: ButtonStateRole.cancel, action: CheckoutPromptDomain.Action.Alert.cancel, label: TextState(\"Cancel\"))"
    let wrapped = CheckScreen.wrapped(line, width: 96, isDump: true)
    #expect(
      wrapped == [
        "  +       [1]: ButtonState<CheckoutPromptDomain.Action.Alert>(",
        "  +         role: ButtonStateRole.cancel,",
        "  +         action: CheckoutPromptDomain.Action.Alert.cancel,",
        "  +         label: TextState(\"Cancel\")",
        "  +       )",
      ])
  }

  @Test("on a terminal the verdict goes to the pager (a long diff is read a page at a time); elsewhere it is printed")
  func paged() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let report = JUnitReport.xml([
      .init(
        suite: "CounterResetTests", name: "exhaustive()",
        failures: ["Issue recorded (error): A state change does not match the expectation."])
    ])
    grader.grading = StandInGrader.built(status: 1, report: report)
    let terminal = RecordingConsole(isTerminal: true)
    var paged: [[String]] = []
    var commands = package.commands(console: terminal, runner: grader.runner)
    commands.page = { lines, longLines in
      #expect(longLines == .wrap, "a check's messages wrap")
      paged.append(lines)
      return true
    }
    #expect(await commands.run(.check(id: "counter.reset")) == 1)
    #expect(paged.count == 1)
    #expect(paged.first?.first == "✘ counter.reset · A reset button: 1 of 1 tests failed.")
    #expect(!terminal.output.contains("tests failed"))
    // Off a terminal, the same check prints its verdict and never pages.
    var printing = package.commands(console: recorder, runner: grader.runner)
    printing.page = { _, _ in
      Issue.record("paged off a terminal")
      return true
    }
    #expect(await printing.run(.check(id: "counter.reset")) == 1)
    #expect(recorder.output.contains("✘ counter.reset · A reset button: 1 of 1 tests failed."))
  }

  @Test("a run where no test of the grader ran is a failure, with the reason a test was skipped")
  func noTestRan() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let report = JUnitReport.xml([
      .init(
        suite: "CounterResetTests", name: "reset()",
        skipped: "Exercise counter.reset is not started: open it"),
      .init(suite: "CounterFloorGrader", name: "minusAtZero()"),
    ])
    grader.grading = StandInGrader.built(status: 0, report: report)
    #expect(await check() == 1)
    #expect(
      recorder.output.contains(
        "✘ counter.reset · A reset button: no test ran.\n  Exercise counter.reset is not started: open it\n"
      ))
    #expect(try package.record().passed.isEmpty)
  }

  @Test("a run that exits 0 and leaves no report ran no test either")
  func noReport() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    grader.grading = StandInGrader.built(status: 0, report: nil)
    #expect(await check() == 1)
    #expect(
      recorder.output.contains(
        "✘ counter.reset · A reset button: no test ran.\n  swift test ran no test of CounterResetTests"
      ))
  }

  @Test("a workbook that does not build (no Build complete!): the first compiler errors, the workbook file and line and what to do, exit 1")
  func compileError() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let root = package.root.path
    grader.grading.0 = StepOutcome(
      ending: .exited(1),
      output: [
        "[3/9] Compiling Exercises CounterReset.swift",
        "\(root)/Exercises/Workbook/01-Counter/CounterReset.swift:57:7: error: cannot find 'x' in scope",
        "57 |       x",
        "   |       `- error: cannot find 'x' in scope",
        "\(root)/Exercises/Workbook/01-Counter/CounterFloor.swift:9:1: error: expected '}'",
        "\(root)/Exercises/Workbook/01-Counter/CounterFloor.swift:12:1: error: extraneous '}'",
        "error: emit-module command failed with exit code 1 (use -v to see invocation)",
      ].joined(separator: "\n"))
    #expect(await check() == 1)
    #expect(grader.steps.count == 1)
    let output = recorder.output
    #expect(
      output.contains(
        """
        ✘ counter.reset · A reset button: the workbook does not build.

          Exercises/Workbook/01-Counter/CounterReset.swift:57:7: error: cannot find 'x' in scope
          57 |       x
             |       `- error: cannot find 'x' in scope

          Exercises/Workbook/01-Counter/CounterFloor.swift:9:1: error: expected '}'

          … and 1 more error.
          Exercises/Workbook/01-Counter/CounterReset.swift, line 57, does not compile: fix it, or start it again with kit reset counter.reset.
        """))
    #expect(
      output.contains(
        "The whole build output: KIT_EXERCISES=workbook KIT_EXERCISES_CHAPTER=01-Counter "
          + "swift build --build-tests --disable-xctest --scratch-path .build-check "
          + "-Xswiftc -index-ignore-system-modules"
      ))
    #expect(!output.contains("emit-module"))
  }

  @Test("real TCA's key path as the action (Scope(state: \\.coupon, action: \\.coupon)): besides the compiler's error, the kit's spelling and the README's row")
  func realTCASpellingPointsToTheDialect() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    let file = "\(package.root.path)/Exercises/Workbook/01-Counter/CounterReset.swift"
    let error = "error: cannot infer key path type from context; consider explicitly specifying a root type"
    grader.grading.0 = StepOutcome(
      ending: .exited(1),
      output: [
        "\(file):13:18: \(error)",
        "13 |     Scope(state: \\.coupon, action: \\.coupon) {",
        "   |                  `- \(error)",
        "\(file):13:36: \(error)",
        "13 |     Scope(state: \\.coupon, action: \\.coupon) {",
        "   |                                    `- \(error)",
      ].joined(separator: "\n"))
    #expect(await check() == 1)
    #expect(
      recorder.output.contains(
        """
          Real TCA writes action: \\.coupon; the kit writes action: Feature.Action.coupon (README, Real TCA on iOS, and this kit).
          Exercises/Workbook/01-Counter/CounterReset.swift, line 13, does not compile
        """))
  }

  @Test("an exercise not started: nothing runs, the learner is told to flip its marker, exit 1")
  func notStarted() async throws {
    defer { package.remove() }
    #expect(await check() == 1)
    #expect(grader.steps.isEmpty)
    #expect(
      recorder.output.contains(
        """
        ✘ counter.reset · A reset button: not started.
          Open Exercises/Workbook/01-Counter/CounterReset.swift and set isStarted to true (its grader skips it until then),
          then run kit check counter.reset again.
        """))
  }

  @Test("a grading run that crashed leaves no report: its last lines are shown, exit 1")
  func crashed() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    grader.grading = (
      StepOutcome(
        ending: .exited(1),
        output:
          "Build complete!\nFatal error: Index out of range\nerror: Exited with unexpected signal code 4",
        reachedSecondPhase: true), nil
    )
    #expect(await check() == 1)
    #expect(
      recorder.output.contains(
        "✘ counter.reset · A reset button: the grading run ended with exit code 1 without a report. Its last lines:"
      ))
    #expect(recorder.output.contains("  Fatal error: Index out of range\n"))
  }

  @Test("a grading run over its time limit: the learner's code may never end, exit 1")
  func timedOut() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    grader.grading = (StepOutcome(ending: .timedOut, output: "", reachedSecondPhase: true), nil)
    #expect(await check() == 1)
    #expect(
      recorder.output.contains(
        "✘ counter.reset · A reset button: the grader did not finish within 3 minutes and was stopped."
      ))
  }

  @Test("a build over its time limit says so, exit 1")
  func buildTimedOut() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    grader.grading = (StepOutcome(ending: .timedOut, output: "[3/80] Compiling"), nil)
    #expect(await check() == 1)
    #expect(
      recorder.output.contains(
        "✘ counter.reset · A reset button: the build took longer than 30 minutes and was stopped."))
  }

  @Test("a check stopped by Ctrl-C ends with 128 plus the signal")
  func stopped() async throws {
    defer { package.remove() }
    try package.start("counter.reset")
    grader.grading = (StepOutcome(ending: .stopped(by: SIGINT), output: ""), nil)
    #expect(await check() == 130)
    #expect(recorder.output.contains("✘ counter.reset · A reset button: stopped."))
  }

  @Test("kit check with an unknown id lists the valid ids, exit code 2")
  func unknownID() async throws {
    defer { package.remove() }
    var program = KitProgram(
      course: package.course, console: recorder.console, openMenu: { _ in 0 },
      runTests: { _, _ in 0 })
    program.exerciseRunner = grader.runner
    let code = await program.run(arguments: ["kit", "check", "counter"])
    #expect(code == 2)
    #expect(
      recorder.errors
        == "kit: there is no exercise \"counter\"; counter's exercises are: counter.reset, counter.floor\n"
    )
    #expect(grader.steps.isEmpty)
  }
}
