import Composable
import ComposableTesting
import TestTags
import Testing

/// Point-Free's timers case study: each tick is sent with an interpolating spring.
private struct Timers: Reducer {
  struct State: Equatable {
    var isTimerActive = false
    var secondsElapsed = 0
  }
  enum Action: Equatable {
    case onDisappear
    case timerTicked
    case toggleTimerButtonTapped
  }
  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onDisappear:
      return .cancel(id: CancelID.timer)
    case .timerTicked:
      state.secondsElapsed += 1
      return .none
    case .toggleTimerButtonTapped:
      state.isTimerActive.toggle()
      return .run { [isTimerActive = state.isTimerActive] send in
        guard isTimerActive else { return }
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.timerTicked, animation: .interpolatingSpring(stiffness: 3000, damping: 40))
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    }
  }
}

/// A counter every animation can drive.
private struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@MainActor
@Suite("Animation statics beyond the basic ones", .tags(.core))
struct AnimationStaticsTests {
  @Test("the timers case study's spring-animated ticks arrive as plain ticks")
  func interpolatingSpringTicks() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(5))
    for second in 2...6 {
      await store.receive(.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
  }

  @Test("every SwiftUI animation is accepted and changes nothing of what is sent")
  func everyAnimationIsAccepted() {
    let animations: [Animation] = [
      .interpolatingSpring(stiffness: 3000, damping: 40),
      .interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0),
      .interpolatingSpring(duration: 0.3, bounce: 0.2), .interpolatingSpring, .interactiveSpring,
      .spring(response: 0.3, dampingFraction: 0.7), .spring(duration: 0.4, bounce: 0.3),
      .interactiveSpring(response: 0.25, dampingFraction: 0.1),
      .easeIn(duration: 1), .easeOut(duration: 1), .easeInOut(duration: 1), .linear(duration: 1),
      .bouncy(duration: 0.5, extraBounce: 0.1), .smooth(duration: 0.5), .snappy(extraBounce: 0.2),
      .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5),
      .default.delay(0.5), .linear.repeatForever(autoreverses: false), .easeIn.speed(2),
      .easeOut.repeatCount(3, autoreverses: true),
    ]
    let store = Store(initialState: Tally.State()) { Tally() }
    for animation in animations {
      store.send(.increment, animation: animation)
    }
    #expect(store.count == animations.count)
  }
}
