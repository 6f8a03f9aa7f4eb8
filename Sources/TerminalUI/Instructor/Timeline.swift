import Composable

/// The states an app went through, as the store reports them: the start (step 0), then the
/// state each action of the log left (step 1 is after the first). `TimelineReducer` records them.
@MainActor
final class Timeline<State> {
  private var states: [State]

  /// A timeline at its start.
  init(start state: State) {
    states = [state]
  }

  /// The number of the newest step: how many actions the timeline holds.
  var lastStep: Int { states.count - 1 }

  /// The state after step `step` (0 is the start).
  func state(at step: Int) -> State {
    states[min(max(0, step), lastStep)]
  }

  /// Records the state an action left.
  func record(_ state: State) {
    states.append(state)
  }

  /// Forgets every step after `step`.
  func drop(after step: Int) {
    states.removeSubrange((step + 1)...)
  }
}

/// The actions of the store a terminal app runs: the feature's own, and the runtime's one that
/// puts back a state of the past (time travel's "continue from here").
enum TimelineAction<State, Action> {
  /// An action of the feature.
  case feature(Action)
  /// Go on from `state`, a state of the past, running `effects` (the ledger's continuation).
  case restore(State, effects: Effect<TimelineAction>)
}

/// Runs the feature's reducer and files each action's work in the ledger under its step;
/// `restore` replaces the state and runs the effects it carries.
struct TimelineReducer<Base: Reducer>: Reducer {
  let base: Base
  /// The step the action just reduced got in the timeline.
  let currentStep: () -> Int
  /// The work each step started, and when it ended.
  let effects: EffectLedger<TimelineAction<Base.State, Base.Action>>
  /// Called when `restore` replaces the state without an action of the feature.
  let didPutStateBack: () -> Void

  func reduce(
    into state: inout Base.State, action: TimelineAction<Base.State, Base.Action>
  ) -> Effect<TimelineAction<Base.State, Base.Action>> {
    switch action {
    case .feature(let action):
      let effect = base.reduce(into: &state, action: action)
      return effects.track(effect.map(TimelineAction.feature), step: currentStep())
    case .restore(let past, let effects):
      state = past
      didPutStateBack()
      return effects
    }
  }
}

extension Reducer {
  /// This reducer as a terminal app runs it: each action recorded in `log` (with its diff) and
  /// `timeline` (the state it left), its effects' work in `effects` under its step.
  @MainActor
  func recorded(
    in log: ActionLog, timeline: Timeline<State>, effects: EffectLedger<TimelineAction<State, Action>>
  ) -> TimelineReducer<PrintChangesReducer<Self>> {
    let printer = _ReducerPrinter<State, Action> { [weak log, weak timeline] action, oldState, newState in
      MainActor.assumeIsolated {
        log?.recordReduced(action: action, oldState: oldState, newState: newState)
        timeline?.record(newState)
      }
    }
    return TimelineReducer(
      base: _printChanges(printer),
      currentStep: { MainActor.assumeIsolated { timeline.lastStep } }, effects: effects,
      didPutStateBack: { [weak log] in MainActor.assumeIsolated { log?.stateWasPutBack() } })
  }
}
