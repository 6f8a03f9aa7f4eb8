import Composable
import ComposableTesting
import TestTags
import Testing

/// The task `send` returns: waiting for a send's effects, and cancelling them as a view that
/// goes away would.
@MainActor
@Suite("TestStoreTask", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct TestStoreTaskTests {
  @Test("cancel() ends the effects, so the test may end without a failure")
  func cancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.waitButtonTapped) {
      $0.isWaiting = true
    }
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
    #expect(clock.pendingSleeps == 0)
  }

  @Test("finish() returns once the effects have sent their actions")
  func finish() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.sendTwoValuesButtonTapped).finish()
    await store.receive(.valueReceived(1), timeout: .zero) {
      $0.values = [1]
    }
    await store.receive(.valueReceived(2), timeout: .zero) {
      $0.values = [1, 2]
    }
  }

  @Test("finish() waits for effects doing real asynchronous work, then the test may receive")
  func finishWaitsForRealWork() async {
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.fetchValue = { await Task.detached { 5 }.value }
    }
    let task = await store.send(.fetchButtonTapped)
    await task.finish()
    await store.receive(.valueReceived(5), timeout: .zero) {
      $0.values = [5]
    }
    await store.finish()
  }

  @Test("an action without effects gives a task that is already over")
  func noEffects() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    let task = await store.send(.doNothing)
    #expect(task.isCancelled)
    await task.finish(timeout: .zero)
  }
}
