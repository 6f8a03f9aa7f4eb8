import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import TerminalUI
import Testing

// Grades effects.screen-timer: `ScreenTimerDomain`'s `.task` ticks on `clock.timer`, checked
// with a TestStore and a TestClock; then the learner's `ScreenTimerView`, drawn by a ViewHost
// from a store whose timer the grader wrote itself (so the view is graded apart from the
// reducer): its `.task` sends `.task` when it appears, and the timer stops when the view goes.
@MainActor
@Suite(.exercise(ScreenTimerExercise.self))
struct ScreenTimerGrader {
  @Test(".task starts a timer on the clock: a .tick each second, and nothing before")
  func taskTicksEachSecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: ScreenTimerDomain.State()) {
      ScreenTimerDomain()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let task = await store.send(.task)
    #expect(
      clock.pendingSleeps == 1,
      """
      After .task the effect should be waiting on the clock dependency for its first second; \
      \(clock.pendingSleeps) sleeps are waiting. Return .run { send in for await _ in \
      clock.timer(interval: .seconds(1)) { await send(.tick) } } from .task.
      """)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tick) {
      $0.seconds = 1
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) {
      $0.seconds = 2
    }
    await store.receive(.tick) {
      $0.seconds = 3
    }
    await task.cancel()
  }

  @Test("the view sends .task when it appears and shows the seconds as the clock advances")
  func viewStartsTheTask() async {
    let (recorded, store, clock) = screenTimer()
    let host = ViewHost(ScreenTimerView(store: store), columns: 40, rows: 3)

    #expect(
      host.screen.contains("On screen for 0 s") && recorded.actions == [.task],
      """
      On appearing, the view should send .task once, from .task { await store.send(.task) \
      .finish() }; it sent \(recorded.actions), and the screen reads:
      \(host.screen)
      """)
    await clock.advance(by: .seconds(2))
    #expect(
      host.screen.contains("On screen for 2 s"),
      "Two seconds later the screen should read \"On screen for 2 s\"; it reads:\n\(host.screen)")
  }

  @Test("once the view is gone, its task is cancelled and the timer with it: no more ticks")
  func viewGoneStopsTheTimer() async {
    let (_, store, clock) = screenTimer()
    var host: ViewHost<ScreenTimerView>? = ViewHost(ScreenTimerView(store: store), columns: 40, rows: 3)

    _ = host?.screen
    await clock.advance(by: .seconds(1))
    let shownFor = store.seconds
    host = nil
    for _ in 0..<100 where clock.pendingSleeps > 0 { await Task.yield() }
    await clock.advance(by: .seconds(5))
    #expect(
      shownFor == 1 && store.seconds == 1 && clock.pendingSleeps == 0,
      """
      After one second on screen the view went away, and the timer should have stopped with \
      its task; the count is \(store.seconds) (it was \(shownFor) when the view went) and \
      \(clock.pendingSleeps) sleeps still wait on the clock. `.finish()` makes the view's task \
      wait for the effect, so cancelling the task cancels the effect too: \
      .task { await store.send(.task).finish() }.
      """)
  }

  /// A store of `ScreenTimerDomain` on a TestClock with the grader's own timer, which records
  /// each action, and that clock.
  private func screenTimer() -> (RecordedActions<ScreenTimerDomain.Action>, StoreOf<ScreenTimerDomain>, TestClock) {
    let recorded = RecordedActions<ScreenTimerDomain.Action>()
    let clock = TestClock()
    let store = Store(initialState: ScreenTimerDomain.State()) {
      Reduce<ScreenTimerDomain.State, ScreenTimerDomain.Action> { state, action in
        recorded.actions.append(action)
        switch action {
        case .task:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) {
              await send(.tick)
            }
          }
        case .tick:
          state.seconds += 1
          return .none
        }
      }
    }
    return (recorded, store, clock)
  }
}
