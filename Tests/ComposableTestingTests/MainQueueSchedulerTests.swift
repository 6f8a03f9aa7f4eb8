import Composable
import ComposableTesting
import Dispatch
import TestTags
import Testing

/// A screen with a timer that ticks on the main queue, as Point-Free's navigation-stack case
/// study writes it: `@Dependency(\.mainQueue)` and `for await _ in mainQueue.timer(interval: 1)`.
private struct TimerScreen: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
  }
  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case timerTick
  }
  enum CancelID { case timer }

  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      state.isTimerRunning = true
      return .run { send in
        for await _ in mainQueue.timer(interval: 1) {
          await send(.timerTick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopButtonTapped:
      state.isTimerRunning = false
      return .cancel(id: CancelID.timer)
    case .timerTick:
      state.count += 1
      return .none
    }
  }
}

/// A feature that waits on the main queue before it answers: `try await mainQueue.sleep(for:)`.
private struct DelayedGreeting: Reducer {
  struct State: Equatable { var greeting = "" }
  enum Action: Equatable {
    case greetTapped
    case greeted(String)
  }

  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greetTapped:
      return .run { send in
        try await mainQueue.sleep(for: .seconds(3))
        await send(.greeted("Hello"))
      }
    case .greeted(let greeting):
      state.greeting = greeting
      return .none
    }
  }
}

@MainActor
@Suite("@Dependency(\\.mainQueue) and its schedulers", .tags(.core, .effects))
struct MainQueueSchedulerTests {
  @Test("DispatchQueue.test moves a timer only when the test advances it")
  func testSchedulerAdvancesTimer() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: TimerScreen.State()) {
      TimerScreen()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.startButtonTapped) { $0.isTimerRunning = true }
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.timerTick) { $0.count = 1 }
    await mainQueue.advance(by: 2)
    await store.receive(.timerTick) { $0.count = 2 }
    await store.receive(.timerTick) { $0.count = 3 }
    #expect(mainQueue.now == .seconds(3))
    await store.send(.stopButtonTapped) { $0.isTimerRunning = false }
  }

  @Test("run() advances until nothing waits, and a test scheduler's time is its own")
  func testSchedulerRuns() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: DelayedGreeting.State()) {
      DelayedGreeting()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.greetTapped)
    await mainQueue.run()
    #expect(mainQueue.now == 3)
    await store.receive(.greeted("Hello")) { $0.greeting = "Hello" }
  }

  @Test(".immediate ends every wait at once")
  func immediateScheduler() async {
    let store = TestStore(initialState: DelayedGreeting.State()) {
      DelayedGreeting()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.greetTapped)
    await store.receive(.greeted("Hello")) { $0.greeting = "Hello" }

    store.dependencies.mainQueue = DispatchQueue.immediate.eraseToAnyScheduler()
    await store.send(.greetTapped)
    await store.receive(.greeted("Hello"))
  }

  @Test("a test that did not set the main queue fails, saying what to set")
  func unimplementedMainQueue() async {
    await withKnownIssue {
      let store = TestStore(initialState: DelayedGreeting.State()) { DelayedGreeting() }
      await store.send(.greetTapped)
      await store.receive(.greeted("Hello")) { $0.greeting = "Hello" }
    } matching: { issue in
      issue.message.contains("Unimplemented: @Dependency(\\.mainQueue)")
        && issue.message.contains("\"$0.mainQueue = DispatchQueue.test.eraseToAnyScheduler()\"")
    }
  }

  @Test("strides count seconds, as Combine's do")
  func strides() {
    let literal: DispatchQueue.SchedulerTimeType.Stride = 1
    #expect(literal == .seconds(1))
    #expect(SchedulerStride(floatLiteral: 0.5) == .milliseconds(500))
    #expect(SchedulerStride.milliseconds(1500).timeInterval == 1.5)
  }
}
