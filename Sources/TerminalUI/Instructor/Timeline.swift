import Composable

/// The steps a session went through: the state each left (step 0 is the start, step 1 is after
/// the first action), and the work running when the next came, which continuing from it restarts.
@MainActor
final class Timeline<State, Action> {
  /// A piece of work an effect did.
  typealias Work = EffectLedger<TimelineAction<State, Action>>.Work
  /// The work the session's effects are doing now.
  let effects = EffectLedger<TimelineAction<State, Action>>()
  /// The state after each step.
  private(set) var states: [State]
  /// The work running at each step but the newest, as the next action came.
  private var running: [[Work]] = []

  /// A timeline at its start.
  init(start state: State) {
    states = [state]
  }

  /// The number of the newest step: how many actions the timeline holds.
  var lastStep: Int { states.count - 1 }

  /// Records the state an action left, and the work running until it came: the action's step.
  func record(_ state: State) -> Int {
    running.append(effects.running)
    states.append(state)
    return lastStep
  }

  /// Forgets every step after `step`: the effect that restarts the work running at `step`, and it.
  func goBack(to step: Int) -> (effect: Effect<TimelineAction<State, Action>>, restarted: [Work]) {
    let restarted = running[step]
    states.removeSubrange((step + 1)...)
    running.removeSubrange(step...)
    return (effects.restart(restarted), restarted)
  }
}

/// The actions of the store a terminal app runs: the feature's own, and the runtime's one that
/// puts back a state of the past (time travel's "continue from here").
enum TimelineAction<State, Action> {
  /// An action of the feature.
  case feature(Action)
  /// Go on from `state`, a state of the past, running `effects` (the work running then).
  case restore(State, effects: Effect<TimelineAction>)
}

/// Runs the feature's reducer and records each action: its entry (with its diff) in the log, the
/// state it left in the timeline, its work in the ledger; `restore` puts back a state of the past.
@MainActor
struct TimelineReducer<Base: Reducer>: @MainActor Reducer {
  typealias Action = TimelineAction<Base.State, Base.Action>
  let base: Base
  let log: ActionLog
  let timeline: Timeline<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Action) -> Effect<Action> {
    switch action {
    case .feature(let action):
      let oldState = state
      let effect = base.reduce(into: &state, action: action).map(Action.feature)
      log.recordReduced(action: action, oldState: oldState, newState: state)
      return timeline.effects.track(effect, step: timeline.record(state))
    case .restore(let past, let effects):
      state = past
      log.stateWasPutBack()
      return effects
    }
  }
}
