import Composable
import ComposableTesting
import EffectsChapter
import TestTags
import Testing

/// The counter's effects, tested the way the tutorial tests them: the clock and the fact client
/// are dependencies, so a `TestClock` moves time by hand and a stub answers at once.
@MainActor
@Suite("CounterFeature: the fact and the timer", .tags(.effects), .timeLimit(.minutes(1)))
struct CounterFeatureTests {
  @Test("+ and - change the count and return no effect")
  func counter() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test("the timer: toggle on, one second passes, a tick arrives, toggle off")
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
    // Time stands still until the test moves it: one second, one tick.
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.count = 1
    }
    // Turning it off cancels the effect, so the test ends with nothing running.
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
  }

  @Test("toggling off cancels the timer: advancing the clock afterwards delivers nothing")
  func toggleOffCancels() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTick) {
      $0.count = 1
    }
    await store.receive(.timerTick) {
      $0.count = 2
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerRunning = false
    }
    #expect(clock.pendingSleeps == 0, "the cancelled timer no longer waits on the clock")

    // A minute later: the store is exhaustive, so a tick arriving now would fail the test.
    await clock.advance(by: .seconds(60))
    await store.finish()
    #expect(store.state.count == 2)
  }

  @Test("the fact comes from the stubbed client, sent back as factResponse")
  func numberFact() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }

    await store.send(.factButtonTapped) {
      $0.isLoading = true
      $0.factNumber = 0
    }
    await store.receive(.factResponse("0 is a good number.")) {
      $0.isLoading = false
      $0.factNumber = nil
      $0.fact = "0 is a good number."
    }
  }

  @Test("a failing fact client: the effect's catch sends factFailed, and loading ends")
  func failingFact() async {
    struct FactServerDown: Error, CustomStringConvertible {
      var description: String { "The fact server is down." }
    }
    let store = TestStore(initialState: CounterFeature.State(count: 3)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw FactServerDown() }
    }

    await store.send(.factButtonTapped) {
      $0.isLoading = true
      $0.factNumber = 3
    }
    await store.receive(.factFailed("The fact server is down.")) {
      $0.isLoading = false
      $0.factNumber = nil
      $0.factError = "The fact server is down."
    }
    // The next change of the count clears the error, as it clears a fact.
    await store.send(.incrementButtonTapped) {
      $0.count = 4
      $0.factError = nil
    }
  }

  @Test(
    "the app's own fact client answers after one second on the clock, about the number asked even if the count changed meanwhile"
  )
  func offlineFactClient() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State(count: 7)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = .liveValue
      $0.continuousClock = clock
    }

    await store.send(.factButtonTapped) {
      $0.isLoading = true
      $0.factNumber = 7
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 8
    }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.isLoading)
    await clock.advance(by: .milliseconds(1))
    await store.receive(CounterFeature.Action.factResponse) {
      $0.isLoading = false
      $0.factNumber = nil
      $0.fact = "7 is odd and prime: only 1 and 7 divide it."
    }
  }
}
