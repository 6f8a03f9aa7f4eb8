import Composable

/// The actions of the store a terminal app runs: the feature's own actions, and the runtime's
/// one action of its own, which puts back a state of the past (time travel's "continue from
/// here").
enum TimelineAction<State, Action> {
  /// An action of the feature.
  case feature(Action)
  /// Go on from `state`, cancelling the effects the steps in `droppedSteps` started.
  case restore(State, droppedSteps: ClosedRange<Int>)
}

/// The id each step's effects are cancellable by, so that continuing from an earlier step
/// cancels exactly the effects of the future it drops (those of earlier steps, like a timer
/// started before it, keep running).
struct TimelineStepID: Hashable, Sendable {
  let step: Int
}

/// Runs the feature's reducer (with the log and the timeline recording every action it
/// reduces) and files each action's effects under its step; `restore` replaces the state and
/// cancels the dropped steps' effects. The feature's own logic and effects are untouched.
struct TimelineReducer<Base: Reducer>: Reducer {
  let base: Base
  /// The step the action just reduced got in the timeline.
  let currentStep: () -> Int

  func reduce(
    into state: inout Base.State, action: TimelineAction<Base.State, Base.Action>
  ) -> Effect<TimelineAction<Base.State, Base.Action>> {
    switch action {
    case .feature(let action):
      let effect = base.reduce(into: &state, action: action)
      return effect.map(TimelineAction.feature).cancellable(id: TimelineStepID(step: currentStep()))
    case .restore(let past, let droppedSteps):
      state = past
      return .merge(droppedSteps.map { .cancel(id: TimelineStepID(step: $0)) })
    }
  }
}

extension Reducer {
  /// This reducer as a terminal app runs it: every action it reduces is recorded in `log` (the
  /// action and its diff) and in `timeline` (the state it left), and its effects are filed under
  /// the action's step.
  @MainActor
  func recorded<ScreenState>(
    in log: ActionLog, timeline: Timeline<State, ScreenState>
  ) -> TimelineReducer<PrintChangesReducer<Self>> {
    let printer = _ReducerPrinter<State, Action> {
      [weak log, weak timeline] action, oldState, newState in
      MainActor.assumeIsolated {
        log?.record(action: action, oldState: oldState, newState: newState)
        timeline?.record(newState)
      }
    }
    return TimelineReducer(
      base: _printChanges(printer),
      currentStep: { MainActor.assumeIsolated { timeline.lastStep } })
  }
}
