import TestTags
import Testing

@testable import Composable

private enum CancelID {
  case timer
}

@MainActor
@Suite("Cancellation", .tags(.core, .effects), .timeLimit(.minutes(1)))
struct CancellationTests {
  /// A store whose `.start` runs the effect `start` makes and whose `.stop` cancels
  /// `CancelID.timer`, on `clock`.
  private func makeStartStopStore(
    clock: TestClock = TestClock(), start: @escaping () -> Effect<EffectStep>
  ) -> Store<EffectLog, EffectStep> {
    makeEffectStore(clock: clock) { action in
      switch action {
      case .start: start()
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
    }
  }

  @Test("cancel ends the running effect")
  func cancelEndsTheRunningEffect() async {
    let clock = TestClock()
    let store = makeStartStopStore(clock: clock) {
      recordAfter(1, "fired", on: clock).cancellable(id: CancelID.timer)
    }
    let task = store.send(.start)
    await clock.advance()
    #expect(clock.pendingSleeps == 1)
    store.send(.stop)
    #expect(clock.pendingSleeps == 0)
    await clock.advance(by: .seconds(2))
    await task.finish()
    #expect(store.entries == ["start", "stop"])
  }

  @Test("cancelInFlight cancels the effect already running")
  func cancelInFlightCancelsTheEffectAlreadyRunning() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      guard action == .start else { return .none }
      return recordAfter(1, "fired", on: clock).cancellable(id: CancelID.timer, cancelInFlight: true)
    }
    store.send(.start)
    await clock.advance()
    store.send(.start)
    await clock.advance()
    #expect(clock.pendingSleeps == 1)
    await clock.advance(by: .seconds(1))
    #expect(store.entries == ["start", "start", "fired"])
  }

  @Test("without cancelInFlight both effects run")
  func withoutCancelInFlightBothEffectsRun() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      guard action == .start else { return .none }
      return recordAfter(1, "fired", on: clock).cancellable(id: CancelID.timer)
    }
    store.send(.start)
    store.send(.start)
    await clock.advance(by: .seconds(1))
    #expect(store.entries == ["start", "start", "fired", "fired"])
  }

  /// Two effects combined into one: cancelling its id ends what has not run yet, whether the
  /// second waits beside the first (merged) or after it (concatenated).
  enum Combination: String, CaseIterable, Sendable {
    case merge, concatenate

    /// "first" after one second and "second" after two, as one effect.
    func effect(on clock: TestClock) -> Effect<EffectStep> {
      switch self {
      case .merge: .merge(recordAfter(1, "first", on: clock), recordAfter(2, "second", on: clock))
      case .concatenate: .concatenate(recordAfter(1, "first", on: clock), recordAfter(1, "second", on: clock))
      }
    }
  }

  @Test("cancel ends every effect of a combination with the ID", arguments: Combination.allCases)
  func cancelEndsEveryEffectOfACombinationWithTheID(_ combination: Combination) async {
    let clock = TestClock()
    let store = makeStartStopStore(clock: clock) {
      combination.effect(on: clock).cancellable(id: CancelID.timer)
    }
    store.send(.start)
    await clock.advance(by: .seconds(1))
    store.send(.stop)
    await clock.advance(by: .seconds(2))
    #expect(store.entries == ["start", "first", "stop"])
  }

  @Test("send does nothing once the effect is cancelled")
  func sendDoesNothingOnceTheEffectIsCancelled() async {
    let clock = TestClock()
    let store = makeStartStopStore(clock: clock) {
      .run { send in
        // Swallows the cancellation and tries to send anyway.
        try? await clock.sleep(for: .seconds(1))
        await send(.record("sent after cancellation"))
      }
      .cancellable(id: CancelID.timer)
    }
    let task = store.send(.start)
    await clock.advance()
    store.send(.stop)
    await task.finish()
    #expect(store.entries == ["start", "stop"])
  }

  @Test("an ID can be used again after its effect ended")
  func anIDCanBeUsedAgainAfterItsEffectEnded() async {
    let clock = TestClock()
    let store = makeStartStopStore(clock: clock) {
      recordAfter(1, "fired", on: clock).cancellable(id: CancelID.timer)
    }
    store.send(.start)
    await clock.advance(by: .seconds(1))
    store.send(.start)
    await clock.advance()
    store.send(.stop)
    await clock.advance(by: .seconds(1))
    #expect(store.entries == ["start", "fired", "start", "stop"])
  }

  @Test("ids of different values do not cancel each other")
  func idsOfDifferentValuesDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start: recordAfter(1, "fired", on: clock).cancellable(id: "1")
      case .stop: .merge(.cancel(id: 1), .cancel(id: CancelID.timer))
      case .record: .none
      }
    }
    store.send(.start)
    store.send(.stop)
    await clock.advance(by: .seconds(1))
    #expect(store.entries == ["start", "stop", "fired"])
  }

  @Test("cancelling a .none effect is harmless")
  func cancellingANoneEffectIsHarmless() async {
    let store = makeStartStopStore { Effect<EffectStep>.none.cancellable(id: CancelID.timer) }
    store.send(.start)
    store.send(.stop)
    #expect(store.entries == ["start", "stop"])
  }
}

/// A parent and a child that both use the cancel id `"timer"`.
private struct Parent: Reducer {
  struct State: Equatable {
    var child: TickerFeature.State? = TickerFeature.State()
  }
  enum Action: Equatable {
    case child(TickerFeature.Action)
    case cancelTimer
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      action == .cancelTimer ? .cancel(id: "timer") : .none
    }
    .ifLet(\.child, action: Action.child) { TickerFeature() }
  }
}

@MainActor
@Suite("Cancellation scopes", .tags(.core, .effects), .timeLimit(.minutes(1)))
struct CancellationScopeTests {
  /// Who cancels the timer the child started under the id `"timer"`: the parent, whose cancel
  /// reaches the same id in its child, or the child itself.
  enum Canceller: CaseIterable, Sendable {
    case parent, child

    fileprivate var action: Parent.Action {
      switch self {
      case .parent: .cancelTimer
      case .child: .child(.stopTimer)
      }
    }
  }

  @Test("the parent's cancel and the child's own both end the child's timer", arguments: Canceller.allCases)
  func cancellingTheIDEndsTheChildsTimer(_ canceller: Canceller) async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.child(.startTimer))
    await clock.advance()
    store.send(canceller.action)
    #expect(clock.pendingSleeps == 0)
    await clock.advance(by: .seconds(1))
    #expect(store.child?.ticks == 0)
  }
}
