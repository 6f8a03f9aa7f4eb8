import Composable

/// Time travel's own state: the store underneath the app's, the states the session went through
/// (the timeline), the work its effects started (the effect ledger), the step shown while
/// viewing the past with a store holding it, and whether the action log was open before time
/// travel opened it.
@MainActor
final class TimeTravel<State, Action> {
  /// The store underneath the app's store: the feature's actions, and time travel's way back.
  let store: Store<State, TimelineAction<State, Action>>
  /// The state after each action of the log.
  let timeline: Timeline<State>
  /// The work each action's effects started and when it ended.
  let effectLedger: EffectLedger<TimelineAction<State, Action>>
  /// The step drawn while viewing the past; nil while the app shows the present.
  var viewedStep: Int?
  /// Whether the action log was open before time travel opened it.
  var logWasVisible = false
  /// A store holding the viewed step's state, for views that read a store.
  var pastStore: (step: Int, store: Store<State, Action>)?

  /// Time travel over a session that starts from `state`, run by the store `makeStore` makes
  /// to record in the timeline and the effect ledger.
  init(
    start state: State,
    store makeStore: (Timeline<State>, EffectLedger<TimelineAction<State, Action>>) -> Store<
      State, TimelineAction<State, Action>
    >
  ) {
    let timeline = Timeline(start: state)
    let effectLedger = EffectLedger<TimelineAction<State, Action>>()
    self.timeline = timeline
    self.effectLedger = effectLedger
    store = makeStore(timeline, effectLedger)
  }
}
