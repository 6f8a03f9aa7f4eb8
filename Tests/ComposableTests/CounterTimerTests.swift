import TestFeatures
import TestTags
import Testing

@testable import Composable

@MainActor
@Suite("The seed notes' counter", .tags(.core, .effects), .timeLimit(.minutes(1)))
struct CounterTimerTests {
  @Test("counter increments and decrements")
  func counterIncrementsAndDecrements() async {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    store.send(.decrementButtonTapped)
    #expect(store.count == 0)
  }

  @Test("timer ticks every second of the test clock until toggled off")
  func timerTicksEverySecondOfTheTestClockUntilToggledOff() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = Store(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let timer = store.send(.toggleTimerButtonTapped)
      #expect(store.isTimerRunning)
      await clock.advance(by: .milliseconds(999))
      #expect(store.count == 0)
      await clock.advance(by: .milliseconds(1))
      #expect(store.count == 1)
      await clock.advance(by: .seconds(2))
      #expect(store.count == 3)
      store.send(.toggleTimerButtonTapped)
      #expect(store.isTimerRunning == false)
      await clock.advance(by: .seconds(10))
      await timer.finish()
      #expect(store.count == 3)
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test("timer without a controlled clock is reported")
  func timerWithoutAControlledClockIsReported() async {
    let issues = await collectIssues {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      let timer = store.send(.toggleTimerButtonTapped)
      store.send(.toggleTimerButtonTapped)
      await timer.finish()
    }
    #expect(issues.contains { $0.contains("continuousClock") })
  }

  @Test("fact comes back from the controlled client")
  func factComesBackFromTheControlledClient() async {
    let issues = await collectIssues {
      let store = Store(initialState: CounterFeature.State(count: 3)) {
        CounterFeature()
      } withDependencies: {
        $0.numberFact.fetch = { "\($0) is a good number." }
      }
      let task = store.send(.factButtonTapped)
      #expect(store.isLoading)
      await task.finish()
      #expect(store.fact == "3 is a good number.")
      #expect(store.isLoading == false)
    }
    #expect(issues.isEmpty)
  }

  @Test("fact from an unimplemented client is reported by name")
  func factFromAnUnimplementedClientIsReportedByName() async {
    let issues = await collectIssues {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.factButtonTapped).finish()
      #expect(store.fact == nil)
    }
    #expect(issues.contains { $0.contains("Unimplemented: NumberFactClient.fetch") })
  }
}
