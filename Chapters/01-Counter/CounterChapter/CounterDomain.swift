import Composable

/// The hello world of the architecture: a number on screen, a minus and a plus button.
///
/// Everything the feature is sits in this one type:
/// - `State`: what the screen shows, and nothing else;
/// - `Action`: what can happen, named after what the user did;
/// - `body`: how each action changes the state, and which effect runs next, written as one
///   `Reduce` closure, as Point-Free's `@Reducer` features write it.
///
/// Chapter 2 lists more reducers in a `body` (`Scope`, `forEach`), which run top to bottom.
public struct CounterDomain: Reducer, Sendable {
  /// What the screen shows: the counter.
  public struct State: Equatable, Sendable {
    /// The number between the two buttons; it may go below zero.
    public var counter: Int

    /// A counter starting at `counter` (zero by default).
    public init(counter: Int = 0) {
      self.counter = counter
    }
  }

  /// What the user can do: press one of the two buttons.
  public enum Action: Equatable, Sendable {
    /// The plus button was pressed.
    case increaseCounter
    /// The minus button was pressed.
    case decreaseCounter
  }

  /// Creates the reducer (it has no configuration).
  public init() {}

  /// Changes the counter by one. Nothing talks to the outside world here, so every action
  /// returns `.none`: no effect.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increaseCounter:
        state.counter += 1
        return .none
      case .decreaseCounter:
        state.counter -= 1
        return .none
      }
    }
  }
}
