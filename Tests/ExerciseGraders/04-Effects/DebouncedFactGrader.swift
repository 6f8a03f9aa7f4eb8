import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades effects.debounce: `DebouncedFactCounter` fetches a fact once the count has rested for
// 0.5 s on the clock dependency, each change cancelling the wait or the request before it. Then
// the broken counters the learner's tests must fail on, and the time limit each test must have.

extension DebouncedFactExercise: GradedExercise {
  /// Counters that fetch too little, too often or too soon: a good test of the debounce fails on
  /// each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the counter never fetches a fact", replacing: DebouncedFactCounter.self,
        advice: """
          After the taps, advance the TestClock by 0.5 s and receive the factResponse about the \
          last count.
          """
      ) {
        counter { _ in .none }
      },
      .reducer(
        "every change fetches a fact 0.5 s later, none cancelled",
        replacing: DebouncedFactCounter.self,
        advice: """
          Tap several times less than 0.5 s apart, advancing the TestClock between taps: a \
          counter that does not cancel the wait sends a fact your store did not expect.
          """
      ) {
        counter { count in
          .run { send in
            @Dependency(\.continuousClock) var clock
            @Dependency(\.counterFact) var counterFact
            try await clock.sleep(for: .milliseconds(500))
            try await send(.factResponse(counterFact.fetch(count)))
          }
        }
      },
      .reducer(
        "each change fetches a fact at once, without waiting for a pause",
        replacing: DebouncedFactCounter.self,
        advice: """
          Send a few taps before advancing the clock by 0.5 s: a counter that does not wait sends \
          a fact right after the first tap.
          """
      ) {
        counter { count in
          .run { send in
            @Dependency(\.counterFact) var counterFact
            try await send(.factResponse(counterFact.fetch(count)))
          }
          .cancellable(id: "fact", cancelInFlight: true)
        }
      },
    ]
  }

  /// A test of effects that could hang carries a time limit.
  public static var requirements: [TestRequirement] { [.timeLimited] }

  /// A counter broken on purpose: + and - change the count and clear the fact, then return
  /// `afterChange(count)`; a fact that arrives is shown.
  private static func counter(
    afterChange: @escaping @Sendable (Int) -> Effect<DebouncedFactCounter.Action>
  ) -> some ReducerOf<DebouncedFactCounter> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped, .decrementButtonTapped:
        state.count += action == .incrementButtonTapped ? 1 : -1
        state.fact = nil
        return afterChange(state.count)
      case .factResponse:
        return DebouncedFactCounter().reduce(into: &state, action: action)
      }
    }
  }
}

extension DebouncedFactTests {
  // The grader's checks of DebouncedFactCounter.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("quick taps ask nothing; once the count rests 0.5 s, one fact about the final count")
    func quickTapsThenAPause() async throws {
      let clock = TestClock()
      let facts = FactRequestLog()
      let store = TestStore(initialState: DebouncedFactCounter.State()) {
        DebouncedFactCounter()
      } withDependencies: {
        $0.continuousClock = clock
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await clock.advance(by: .milliseconds(200))
      await store.send(.incrementButtonTapped) {
        $0.count = 2
      }
      await clock.advance(by: .milliseconds(200))
      await store.send(.incrementButtonTapped) {
        $0.count = 3
      }
      await clock.advance(by: .milliseconds(499))
      #expect(
        facts.requested.isEmpty,
        """
        facts about \(facts.requested) were requested before the count had rested 0.5 s: wait on \
        the clock first, and let each change cancel the wait before it
        """)
      await clock.advance(by: .milliseconds(1))
      try #require(
        facts.requested == [3],
        """
        0.5 s after the last change (to 3), the fact client had been asked about \
        \(facts.requested), not once about 3: after the pause, fetch a fact about the count
        """)
      await store.receive(.factResponse(FactRequestLog.fact(about: 3, request: 1))) {
        $0.fact = FactRequestLog.fact(about: 3, request: 1)
      }
    }

    @Test("a pause after each change brings a fact each time, and the next change clears it")
    func aFactAfterEachPause() async throws {
      let clock = TestClock()
      let facts = FactRequestLog()
      let store = TestStore(initialState: DebouncedFactCounter.State()) {
        DebouncedFactCounter()
      } withDependencies: {
        $0.continuousClock = clock
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await clock.advance(by: .milliseconds(500))
      try #require(
        facts.requested == [1],
        """
        0.5 s after + (count 1), the fact client had been asked about \(facts.requested), not \
        about 1: a change starts an effect that sleeps 0.5 s, then fetches
        """)
      await store.receive(.factResponse(FactRequestLog.fact(about: 1, request: 1))) {
        $0.fact = FactRequestLog.fact(about: 1, request: 1)
      }

      await store.send(.decrementButtonTapped) {
        $0.count = 0
        $0.fact = nil
      }
      await clock.advance(by: .milliseconds(500))
      try #require(
        facts.requested == [1, 0],
        """
        0.5 s after - (count 0), the fact client had been asked about \(facts.requested), not \
        about 1 and then 0: - must start the same effect as +
        """)
      await store.receive(.factResponse(FactRequestLog.fact(about: 0, request: 2))) {
        $0.fact = FactRequestLog.fact(about: 0, request: 2)
      }
    }

    @Test("a change while the fact is on its way cancels the request: no stale fact arrives")
    func aChangeCancelsTheRequest() async throws {
      let clock = TestClock()
      let facts = FactRequestLog(answeringAfter: .seconds(1), on: clock)
      let store = TestStore(initialState: DebouncedFactCounter.State()) {
        DebouncedFactCounter()
      } withDependencies: {
        $0.continuousClock = clock
        $0.counterFact.fetch = facts.fetch
      }

      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await clock.advance(by: .milliseconds(500))
      try #require(
        facts.requested == [1],
        """
        0.5 s after + (count 1), the fact client had been asked about \(facts.requested), not \
        about 1: a change starts an effect that sleeps 0.5 s, then fetches
        """)
      // The request about 1 takes a second; the count changes before it answers.
      await store.send(.incrementButtonTapped) {
        $0.count = 2
      }
      let onlyTheNewPauseWaits = clock.pendingSleeps == 1
      #expect(
        onlyTheNewPauseWaits,
        """
        the count changed to 2, and the request for a fact about 1 is still on its way: make the \
        pause and the request one effect, .cancellable(id: CancelID.fact, cancelInFlight: true), \
        so that the next change cancels it whatever it is doing
        """)
      guard onlyTheNewPauseWaits else {
        await store.skipInFlightEffects()
        return
      }
      await clock.advance(by: .milliseconds(500))
      await clock.advance(by: .seconds(1))
      await store.receive(.factResponse(FactRequestLog.fact(about: 2, request: 2))) {
        $0.fact = FactRequestLog.fact(about: 2, request: 2)
      }
      #expect(facts.answered == [2], "the fact client answered about \(facts.answered), not only 2")
    }
  }
}
