@testable import Kit
import TestTags
import Testing

/// `kit check` reads which test recorded which issue from Swift Testing's event stream, by the
/// test's id: parallel tests interleave on the console, and an issue must not be shown under
/// another test's name.
@MainActor
@Suite("Test events", .tags(.kit))
struct TestEventsTests {
  /// The grader's test and the learner's own, failing at once with the same headline and
  /// detail, the learner's issue first in the stream.
  static let tests: [EventStream.Test] = [
    .init(
      suite: "OptionalBannerGrader", name: "rotatesWhileShown()",
      displayName: "shown, the banner rotates every 3 seconds",
      issues: [
        .init(
          file: "OptionalBannerGrader.swift", line: 30, column: 5, headline: "Issue recorded",
          detail: "A state change does not match the expectation.")
      ]),
    .init(
      suite: "OptionalBannerGrader", name: "learnersTestPasses()",
      displayName: "your testHidingStopsTheRotation passes on your DealShelfDomain",
      issues: [
        .init(
          file: "OptionalBanner.swift", line: 155, column: 22, headline: "Issue recorded",
          detail: "A state change does not match the expectation."),
        .init(file: "OptionalBanner.swift", line: 160, column: 3, headline: "Issue recorded", detail: "known", isKnown: true),
      ]),
  ]

  @Test("the stream gives each test's id, name and display name, and each failing issue under its test's id")
  func parse() {
    let events = TestEvents.parse(EventStream.jsonl(tests: Self.tests, order: [1, 0, 1]))

    #expect(events.tests.map(\.id) == Self.tests.map(\.id))
    #expect(events.tests.map(\.name) == Self.tests.map(\.name))
    #expect(events.tests.map(\.displayName) == Self.tests.map(\.displayName))
    #expect(events.issues.map(\.location) == ["OptionalBanner.swift:155:22", "OptionalBannerGrader.swift:30:5"])
    #expect(events.issues.map(\.testID) == [Self.tests[1].id, Self.tests[0].id])
    #expect(events.issues(ofTest: "rotatesWhileShown()", suite: "ExerciseGraders.OptionalBannerGrader").count == 1)
  }

  @Test("each failing test once, under its own name, with its own issues, whatever order they came in")
  func failuresUnderTheirOwnTests() {
    let events = TestEvents.parse(EventStream.jsonl(tests: Self.tests, order: [1, 0, 1]))
    let diff = "Issue recorded (error): A state change does not match the expectation.\n  − rotation: 1"
    let cases = [
      GraderReport.TestCase(suite: "ExerciseGraders.OptionalBannerGrader", name: "rotatesWhileShown()", failures: [diff]),
      GraderReport.TestCase(suite: "ExerciseGraders.OptionalBannerGrader", name: "learnersTestPasses()", failures: [diff]),
    ]

    let failing = CheckRunner.failingTests(in: cases, events: events, workbookFile: "OptionalBanner.swift")

    #expect(
      failing == [
        FailingTest(
          name: "rotatesWhileShown()",
          messages: ["A state change does not match the expectation.\n  − rotation: 1"],
          displayName: "shown, the banner rotates every 3 seconds"),
        FailingTest(
          name: "learnersTestPasses()",
          messages: ["OptionalBanner.swift:155:22: A state change does not match the expectation.\n  − rotation: 1"],
          displayName: "your testHidingStopsTheRotation passes on your DealShelfDomain"),
      ])
  }

  @Test("failing tests come in the order their files declare them, the learner's first, each issue at its openable path")
  func failuresInDeclarationOrder() {
    let tests: [EventStream.Test] = [
      .init(
        suite: "CounterResetTests", name: "countingAfterReset()", displayName: "after a reset, plus and minus count from 0",
        file: "CounterResetGrader.swift", line: 80),
      .init(
        suite: "CounterResetTests", name: "resetFromAnyNumber(start:)", displayName: "reset sets the counter back to 0",
        file: "CounterResetGrader.swift", line: 50),
      .init(
        suite: "CounterResetTests", name: "resetButton()", displayName: "Reset brings the counter back to 0",
        issues: [.init(file: "CounterReset.swift", line: 74, column: 21, headline: "Issue recorded", detail: "passes even when")],
        file: "CounterReset.swift", line: 70),
    ]
    let events = TestEvents.parse(EventStream.jsonl(tests: tests))
    let cases = tests.map {
      GraderReport.TestCase(suite: "Exercises.CounterResetTests", name: $0.name, failures: ["Issue recorded (error): passes even when"])
    }

    let failing = CheckRunner.failingTests(
      in: cases, events: events, workbookFile: "CounterReset.swift",
      workbookPath: "Exercises/Workbook/01-Counter/CounterReset.swift")

    #expect(failing.map(\.name) == ["resetButton()", "resetFromAnyNumber(start:)", "countingAfterReset()"])
    #expect(failing.first?.messages == ["Exercises/Workbook/01-Counter/CounterReset.swift:74:21: passes even when"])
  }

  @Test("a grader's check that says in its own words what to change comes before the learner's own failing test")
  func gradersWordsFirst() {
    let tests: [EventStream.Test] = [
      .init(
        suite: "CouponDelegateGrader", name: "parentHasNoApplyCase()", displayName: "the checkout no longer has its own Apply",
        file: "CouponDelegateGrader.swift", line: 40),
      .init(
        suite: "CouponDelegateGrader", name: "appliesTheCode()", displayName: "Apply applies the code",
        file: "CouponDelegateGrader.swift", line: 20),
      .init(
        suite: "CouponDelegateTests", name: "applyingSendsTheDelegate()", displayName: "Apply tells the checkout",
        file: "CouponDelegate.swift", line: 90),
    ]
    let events = TestEvents.parse(EventStream.jsonl(tests: tests))
    let comment = "Expectation failed: (hasApply → true) == false (error): remove the case applyButtonTapped"
    let cases = [
      GraderReport.TestCase(suite: "ExerciseGraders.CouponDelegateGrader", name: "appliesTheCode()", failures: ["Issue recorded (error): A state change does not match the expectation."]),
      GraderReport.TestCase(suite: "ExerciseGraders.CouponDelegateGrader", name: "parentHasNoApplyCase()", failures: [comment]),
      GraderReport.TestCase(suite: "Exercises.CouponDelegateTests", name: "applyingSendsTheDelegate()", failures: ["Issue recorded (error): received a presentation action"]),
    ]

    let failing = CheckRunner.failingTests(in: cases, events: events, workbookFile: "CouponDelegate.swift")

    #expect(failing.map(\.name) == ["parentHasNoApplyCase()", "applyingSendsTheDelegate()", "appliesTheCode()"])
    #expect(failing.first?.messages == ["remove the case applyButtonTapped"])
  }

  @Test("a place in the workbook a message names by its #fileID is shown as the file's path in the package")
  func workbookLocationsAreRealPaths() {
    let message = #"An "ifLet" at "Exercises/OptionalBanner.swift:131" received a child action when child state was nil. …"#
    let cases = [
      GraderReport.TestCase(suite: "ExerciseGraders.OptionalBannerGrader", name: "rotatesWhileShown()", failures: [message])
    ]

    let failing = CheckRunner.failingTests(
      in: cases, workbookFile: "OptionalBanner.swift",
      workbookPath: "Exercises/Workbook/06-Sheets/OptionalBanner.swift")

    #expect(
      failing.first?.messages == [
        #"An "ifLet" at "Exercises/Workbook/06-Sheets/OptionalBanner.swift:131" received a child action when child state was nil. …"#
      ])
  }
}
