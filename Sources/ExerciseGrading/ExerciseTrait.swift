import ComposableTesting
import Foundation
import Testing

/// The trait of an exercise's suite in the workbook: `@Suite(.exercise(CounterResetExercise.self))`.
///
/// It does two things, both in `provideScope`, which Swift Testing calls around the suite and
/// around each of its tests:
/// - Until the learner flips the marker's `isStarted`, it cancels the suite, so none of its
///   tests runs and a fresh clone's `swift test` stays green (two lines per exercise).
/// - Around each test the learner wrote, it runs the test as written, on the learner's own
///   feature, then again on each of the grader's broken versions (`GradedExercise`), with
///   `TestStore` building that version in place of the feature. What the test reports there is
///   a known issue: it is right to fail. A broken version the test passes on is an issue at the
///   test's own line, naming that version: the test cannot tell it from a working feature.
///
/// The grader's own checks of the feature are a suite nested in the learner's, declared in the
/// grader's file: the trait runs them as they are.
public struct ExerciseTrait: SuiteTrait, TestTrait, TestScoping {
  /// The exercise's marker, which says whether it is started.
  public var marker: any ExerciseMarker.Type
  /// The module whose tests are the learner's own: the workbook's, `Exercises`.
  var workbookModule = "Exercises"

  /// Counts the tests the learner wrote in the graded suite running now.
  @TaskLocal private static var learnersTests: Tally?

  /// Reaches every test in the suite, the grader's nested checks too.
  public var isRecursive: Bool { true }

  /// Around the suite and around each test as a whole (all the cases of a parameterized test).
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? self : nil
  }

  /// Cancels the suite of an exercise not started; runs each of the learner's tests on their
  /// feature, checks its shape, then runs it on each broken version.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let graded = marker as? any GradedExercise.Type
    let isLearners = test.sourceLocation.moduleName == workbookModule
    guard !test.isSuite else {
      guard marker.isStarted || gradesEveryExercise else {
        #if compiler(>=6.3)
          try Test.cancel(notStartedReason)
        #else
          return  // Swift Testing before 6.3 cannot cancel a suite: its tests simply do not run.
        #endif
      }
      guard isLearners, let graded, !graded.brokenVersions.isEmpty else { return try await function() }
      let written = Tally()
      try await Self.$learnersTests.withValue(written) { try await function() }
      if written.total == 0 {
        Issue.record(
          """
          Your suite has no test of your own yet, so nothing catches the grader's broken versions \
          of the feature. Write one, with @Test, as the file's comment at the top asks.
          """, sourceLocation: test.sourceLocation)
      }
      return
    }
    try await function()
    guard isLearners, let graded else { return }
    Self.learnersTests?.count()
    for requirement in graded.requirements where !requirement.isMet(test) {
      Issue.record(
        "Your test “\(test.displayName ?? test.name)” misses what the exercise asks for: \(requirement.description).",
        sourceLocation: test.sourceLocation)
    }
    // Every case of a parameterized test runs on each version: one case failing catches it.
    for version in graded.brokenVersions {
      await grade(test, on: version, running: function)
    }
  }

  /// Runs `test` with `version` in place of the feature and records an issue at the test when it
  /// passes on a broken version or fails on a harmless one.
  private func grade(
    _ test: Test, on version: BrokenVersion, running function: @Sendable () async throws -> Void
  ) async {
    let name = "“\(test.displayName ?? test.name)”"
    let tally = Tally()
    let known: Comment =
      switch version.kind {
      case .broken: "What \(name) rightly reports when \(version.name)"
      case .harmless: "What \(name) wrongly reports when \(version.name)"
      }
    await TestStoreSubstitution.$current.withValue(version.substitution) {
      do {
        try await withKnownIssue(known, isIntermittent: true) {
          try await function()
        } matching: { _ in
          tally.count()
          return true
        }
      } catch {
        tally.count()  // The matcher takes every issue, so nothing is rethrown; had it been, it failed.
      }
    }
    switch (version.kind, tally.total) {
    case (.broken, 0):
      Issue.record(
        """
        Your test \(name) passes even when \(version.name), so it cannot tell that broken \
        feature from a working one. \(version.advice)
        """, sourceLocation: test.sourceLocation)
    case (.harmless, 1...):
      Issue.record(
        """
        Your test \(name) fails when \(version.name), though a good test passes there. \(version.advice)
        """, sourceLocation: test.sourceLocation)
    default:
      break
    }
  }

  /// Why the suite did not run: the exercise, and the file and switch that start it. A marker
  /// is named for its workbook file: `CounterResetExercise` is in `CounterReset.swift`.
  private var notStartedReason: Comment {
    let name = String(describing: marker)
    let file = (name.hasSuffix("Exercise") ? String(name.dropLast("Exercise".count)) : name) + ".swift"
    return "\(marker.id) not started (\(file): make isStarted true)"
  }
}

extension Trait where Self == ExerciseTrait {
  /// The trait of the suite of the exercise `marker` stands for: its tests run once it is
  /// started, and each of them is graded on the grader's broken versions.
  public static func exercise(_ marker: any ExerciseMarker.Type) -> Self {
    ExerciseTrait(marker: marker)
  }
}

/// Whether every exercise runs, started or not: CI sets `KIT_GRADE_ALL=1` to prove that each
/// grader fails on the untouched workbook.
let gradesEveryExercise = ProcessInfo.processInfo.environment["KIT_GRADE_ALL"] == "1"
