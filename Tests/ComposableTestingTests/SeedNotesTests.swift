import Composable
import ComposableTesting
import TestTags
import Testing

/// The tests of the seed notes (counter, timer, number fact), written with this kit's TestStore.
@MainActor
@Suite("Seed notes: the counter feature", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct SeedNotesTests {
  @Test("increment then decrement")
  func counter() async {
    let store: TestStoreOf<CounterFeature> = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    #expect(store.state == CounterFeature.State())
  }

  @Test("the timer ticks as the test clock advances, and stops when toggled off")
  func timer() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.count = 1
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTick) {
      $0.count = 2
    }
    await store.receive(.timerTick) {
      $0.count = 3
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  @Test("the number fact comes from the stubbed client")
  func numberFact() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(CounterFeature.Action.factResponse) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
  }

  @Test("a failing client whose error the reducer ignores fails the test, and loading never ends")
  func failingClientUnhandled() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw NumberFactUnavailable() }
    }
    await withKnownIssue {
      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await store.finish()
    } matching: { issue in
      issue.message.contains("threw an unhandled error: NumberFactUnavailable()")
    }
    #expect(store.state.isLoading)
  }

  @Test("a failing client reported through TaskResult is received as a failure")
  func failingClientWithTaskResult() async {
    let store = TestStore(initialState: NumberFactFeature.State()) {
      NumberFactFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw NumberFactUnavailable() }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(.factResponse(.failure(NumberFactUnavailable()))) {
      $0.isLoading = false
      $0.errorMessage = "No fact today: NumberFactUnavailable()"
    }
  }

  @Test("a working client reported through TaskResult is received by case and payload")
  func workingClientWithTaskResult() async {
    let store = TestStore(initialState: NumberFactFeature.State(count: 3)) {
      NumberFactFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is odd." }
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(NumberFactFeature.Action.factResponse, .success("3 is odd.")) {
      $0.isLoading = false
      $0.fact = "3 is odd."
    }
  }
}
