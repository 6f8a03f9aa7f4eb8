import Composable
import ComposableTesting
@testable import ExerciseGrading
import TestTags
import Testing

/// The `.exercise(…)` trait around a test of this module, taken for the learner's: it runs the
/// test on the feature, then on each broken version, and says which one the test missed.
@MainActor
@Suite("The exercise trait grades a learner's test", .tags(.graders))
struct ExerciseTraitTests {
  /// The trait as the workbook's suite carries it, with this module as the learner's.
  func trait(_ marker: any ExerciseMarker.Type) -> ExerciseTrait {
    ExerciseTrait(marker: marker, workbookModule: "ExerciseGradingTests")
  }

  /// Runs `body` as the current test, graded by `trait`.
  func grade(
    with trait: ExerciseTrait, _ body: @escaping @Sendable @MainActor () async throws -> Void
  ) async throws {
    let test = try #require(Test.current)
    try await trait.provideScope(for: test, testCase: nil) { try await body() }
  }

  @Test("a test that catches the broken version and tolerates the harmless one records nothing")
  func goodTestPasses() async throws {
    try await grade(with: trait(ResetExercise.self)) {
      let store = TestStore(initialState: ResetCounter.State(count: 5)) { ResetCounter() }
      await store.send(.reset) { $0.count = 0 }
    }
  }

  @Test("a test that asserts nothing is told which broken version it passes on, and why")
  func emptyTestNamesTheBrokenVersion() async throws {
    try await withKnownIssue {
      try await grade(with: trait(ResetExercise.self)) {}
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("passes even when reset does nothing")
          && $0.rawValue.contains("cannot tell that broken feature from a working one. Send .reset.")
      }
    }
  }

  @Test("a test that asserts what it was told to leave alone fails on the harmless version")
  func overspecifiedTestFailsOnTheHarmlessVersion() async throws {
    try await withKnownIssue {
      try await grade(with: trait(ResetExercise.self)) {
        let store = TestStore(initialState: ResetCounter.State(count: 5)) { ResetCounter() }
        #expect(store.state.count == 5, "the test insists on the starting count")
        await store.send(.reset) { $0.count = 0 }
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("fails when the counter starts at 9, though a good test passes there.")
      }
    }
  }

  @Test("a test of the wrong shape is told what the exercise asks for")
  func requirementNotMet() async throws {
    try await withKnownIssue {
      try await grade(with: trait(ParameterizedExercise.self)) {}
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("misses what the exercise asks for: a parameterized test")
      }
    }
  }

  @Test("a test of another module (the grader's own checks) is run as it is, not graded")
  func gradersOwnTestsAreNotGraded() async throws {
    let gradersTrait = ExerciseTrait(marker: ResetExercise.self, workbookModule: "Exercises")
    try await grade(with: gradersTrait) {}
  }

  @Test("while a broken version runs, the learner's store is that version")
  func theBrokenVersionIsWhatTheStoreBuilds() async throws {
    let counts = Counts()
    try await grade(with: trait(ResetExercise.self)) { @MainActor in
      let store = TestStore(initialState: ResetCounter.State(count: 5)) { ResetCounter() }
      store.exhaustivity = .off
      await store.send(.reset)
      counts.afterReset.append(store.state.count)
      if store.state.count != 0 { Issue.record("the reset did not reset") }
    }
    // The feature, the broken version (reset does nothing), the harmless one (starts at 9).
    #expect(counts.afterReset == [0, 5, 0])
  }
}

/// What the graded test saw, run after run.
@MainActor
final class Counts: Sendable {
  var afterReset: [Int] = []
}
