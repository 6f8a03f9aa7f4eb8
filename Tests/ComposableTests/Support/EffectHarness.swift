import Composable

/// The state of the effect tests: the name of every action processed, in order.
struct EffectLog: Equatable {
  var entries: [String] = []
}

/// The actions of the effect tests: each is logged by name when processed.
enum EffectStep: Equatable, Sendable {
  case start
  case stop
  case record(String)

  /// The name the log records.
  var name: String {
    switch self {
    case .start: "start"
    case .stop: "stop"
    case let .record(text): text
    }
  }
}

/// A store that logs each action's name, then runs the effect `effect` returns for it, with the
/// clock dependency set to `clock`.
@MainActor
func makeEffectStore(
  clock: TestClock = TestClock(), effect: @escaping (EffectStep) -> Effect<EffectStep>
) -> Store<EffectLog, EffectStep> {
  Store(initialState: EffectLog()) {
    Reduce<EffectLog, EffectStep> { state, action in
      state.entries.append(action.name)
      return effect(action)
    }
  } withDependencies: {
    $0.continuousClock = clock
  }
}

/// An effect that sleeps `seconds` on `clock`, then sends `.record(name)`.
func recordAfter(_ seconds: Int, _ name: String, on clock: TestClock) -> Effect<EffectStep> {
  .run { send in
    try await clock.sleep(for: .seconds(seconds))
    await send(.record(name))
  }
}
