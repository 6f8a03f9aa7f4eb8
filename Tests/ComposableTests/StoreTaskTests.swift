import TestTags
import Testing

@testable import Composable

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct StoreTaskTests {
  @Test func finishWaitsForTheEffects() async {
    let store = makeEffectStore { action in
      guard action == .start else { return .none }
      return .run { send in
        for _ in 0..<100 { await Task.yield() }
        await send(.record("done"))
      }
    }
    await store.send(.start).finish()
    #expect(store.entries == ["start", "done"])
  }

  @Test func finishWaitsForEffectsOfActionsTheEffectsSentBack() async {
    let store = makeEffectStore { action in
      switch action {
      case .start:
        .run { send in await send(.record("loaded")) }
      case .record("loaded"):
        .run { send in
          for _ in 0..<100 { await Task.yield() }
          await send(.record("saved"))
        }
      default:
        .none
      }
    }
    await store.send(.start).finish()
    #expect(store.entries == ["start", "loaded", "saved"])
  }

  @Test func cancelStopsTheEffects() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      action == .start ? recordAfter(1, "fired", on: clock) : .none
    }
    let task = store.send(.start)
    await clock.advance()
    #expect(task.isCancelled == false)
    task.cancel()
    #expect(task.isCancelled)
    #expect(clock.pendingSleeps == 0)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.entries == ["start"])
  }

  @Test func cancellingTheTaskThatAwaitsFinishCancelsTheEffects() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      action == .start ? recordAfter(1, "fired", on: clock) : .none
    }
    let task = store.send(.start)
    let waiter = Task { await task.finish() }
    await clock.advance()
    waiter.cancel()
    await waiter.value
    await clock.advance(by: .seconds(1))
    #expect(task.isCancelled)
    #expect(store.entries == ["start"])
  }

  @Test func aSendWithoutEffectsHasNothingToFinish() async {
    let store = makeEffectStore { _ in .none }
    let task = store.send(.start)
    await task.finish()
    #expect(task.isCancelled)
    #expect(task == StoreTask(rawValue: nil))
  }
}
