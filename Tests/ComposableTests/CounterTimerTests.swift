import TestTags
import Testing

@testable import Composable

/// Fetches a fact about a number: the seed notes' `NumberFactClient`, a struct of closures.
private struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

private enum NumberFactClientKey: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a number." }
  static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
}

extension DependencyValues {
  fileprivate var numberFact: NumberFactClient {
    get { self[NumberFactClientKey.self] }
    set { self[NumberFactClientKey.self] = newValue }
  }
}

/// The counter with a number fact and a timer from the seed notes (the official tutorial's
/// `CounterFeature`), on the clock dependency.
private struct CounterFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerRunning = false
  }
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case toggleTimerButtonTapped
    case timerTick
  }
  enum CancelID {
    case timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count, numberFact] send in
          try await send(.factResponse(numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none
      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        if state.isTimerRunning {
          return .run { [clock] send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
          .cancellable(id: CancelID.timer)
        } else {
          return .cancel(id: CancelID.timer)
        }
      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct CounterTimerTests {
  @Test func counterIncrementsAndDecrements() async {
    let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    store.send(.decrementButtonTapped)
    #expect(store.count == 0)
  }

  @Test func timerTicksEverySecondOfTheTestClockUntilToggledOff() async {
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

  @Test func timerWithoutAControlledClockIsReported() async {
    let issues = await collectIssues {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      let timer = store.send(.toggleTimerButtonTapped)
      store.send(.toggleTimerButtonTapped)
      await timer.finish()
    }
    #expect(issues.contains { $0.contains("continuousClock") })
  }

  @Test func factComesBackFromTheControlledClient() async {
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

  @Test func factFromAnUnimplementedClientIsReportedByName() async {
    let issues = await collectIssues {
      let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.factButtonTapped).finish()
      #expect(store.fact == nil)
    }
    #expect(issues.contains { $0.contains("Unimplemented: NumberFactClient.fetch") })
  }
}
