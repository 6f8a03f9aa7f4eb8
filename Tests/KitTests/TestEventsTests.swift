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

    let failing = ExerciseCheck.failingTests(in: cases, events: events, workbookFile: "OptionalBanner.swift")

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

  @Test("a place in the workbook a message names by its #fileID is shown as the file's path in the package")
  func workbookLocationsAreRealPaths() {
    let message = #"An "ifLet" at "Exercises/OptionalBanner.swift:131" received a child action when child state was nil. …"#
    let cases = [
      GraderReport.TestCase(suite: "ExerciseGraders.OptionalBannerGrader", name: "rotatesWhileShown()", failures: [message])
    ]

    let failing = ExerciseCheck.failingTests(
      in: cases, workbookFile: "OptionalBanner.swift",
      workbookPath: "Exercises/Workbook/06-Sheets/OptionalBanner.swift")

    #expect(
      failing.first?.messages == [
        #"An "ifLet" at "Exercises/Workbook/06-Sheets/OptionalBanner.swift:131" received a child action when child state was nil. …"#
      ])
  }
}
