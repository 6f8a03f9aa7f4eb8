import TestTags
import Testing

@testable import Composable

private enum CancelID {
  case timer
}

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct CancellationTests {
  @Test func cancelEndsTheRunningEffect() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start: recordAfter(1, "fired", on: clock).cancellable(id: CancelID.timer)
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
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

  @Test func cancelInFlightCancelsTheEffectAlreadyRunning() async {
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

  @Test func withoutCancelInFlightBothEffectsRun() async {
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

  @Test func cancelEndsEveryEffectWithTheID() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start:
        .merge(recordAfter(1, "first", on: clock), recordAfter(2, "second", on: clock))
          .cancellable(id: CancelID.timer)
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
    }
    store.send(.start)
    await clock.advance(by: .seconds(1))
    store.send(.stop)
    await clock.advance(by: .seconds(2))
    #expect(store.entries == ["start", "first", "stop"])
  }

  @Test func cancelEndsAConcatenationBeforeItsNextStep() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start:
        .concatenate(recordAfter(1, "first", on: clock), recordAfter(1, "second", on: clock))
          .cancellable(id: CancelID.timer)
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
    }
    store.send(.start)
    await clock.advance(by: .seconds(1))
    store.send(.stop)
    await clock.advance(by: .seconds(2))
    #expect(store.entries == ["start", "first", "stop"])
  }

  @Test func sendDoesNothingOnceTheEffectIsCancelled() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start:
        .run { send in
          // Swallows the cancellation and tries to send anyway.
          try? await clock.sleep(for: .seconds(1))
          await send(.record("sent after cancellation"))
        }
        .cancellable(id: CancelID.timer)
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
    }
    let task = store.send(.start)
    await clock.advance()
    store.send(.stop)
    await task.finish()
    #expect(store.entries == ["start", "stop"])
  }

  @Test func anIDCanBeUsedAgainAfterItsEffectEnded() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start: recordAfter(1, "fired", on: clock).cancellable(id: CancelID.timer)
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
    }
    store.send(.start)
    await clock.advance(by: .seconds(1))
    store.send(.start)
    await clock.advance()
    store.send(.stop)
    await clock.advance(by: .seconds(1))
    #expect(store.entries == ["start", "fired", "start", "stop"])
  }

  @Test func idsOfDifferentValuesDoNotCancelEachOther() async {
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

  @Test func cancellingANoneEffectIsHarmless() async {
    let store = makeEffectStore { action in
      switch action {
      case .start: Effect<EffectStep>.none.cancellable(id: CancelID.timer)
      case .stop: .cancel(id: CancelID.timer)
      case .record: .none
      }
    }
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
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct CancellationScopeTests {
  @Test func aParentsCancelReachesTheSameIDInAChild() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.child(.startTimer))
    await clock.advance()
    store.send(.cancelTimer)
    #expect(clock.pendingSleeps == 0)
    await clock.advance(by: .seconds(1))
    #expect(store.child?.ticks == 0)
  }

  @Test func aChildCancelsItsOwnID() async {
    let clock = TestClock()
    let store = Store(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.child(.startTimer))
    await clock.advance()
    store.send(.child(.stopTimer))
    await clock.advance(by: .seconds(1))
    #expect(store.child?.ticks == 0)
  }
}
