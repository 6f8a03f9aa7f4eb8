import Composable

/// The counter of Point-Free's tutorial (and of the seed notes): a number, a fact about it
/// fetched by an effect, and a timer that adds one every second until it is cancelled.
public struct CounterFeature: Reducer, Sendable {
  /// The count, the fact about it, and what is in flight.
  public struct State: Equatable, Sendable {
    /// The number shown.
    public var count = 0
    /// The fact about the count, once it arrived; nil after the count changes.
    public var fact: String?
    /// Why the last fact could not be fetched, if it could not.
    public var factError: String?
    /// Whether a fact is being fetched (the spinner is shown).
    public var isLoading = false
    /// The number whose fact is on its way, while one is: the count may change meanwhile (`+`,
    /// a timer tick), and the spinner names the number asked about, not the count.
    public var factNumber: Int?
    /// Whether the timer is ticking.
    public var isTimerRunning = false

    /// A counter at `count`, with nothing loading and the timer off unless said otherwise.
    public init(
      count: Int = 0, fact: String? = nil, factError: String? = nil, isLoading: Bool = false,
      factNumber: Int? = nil, isTimerRunning: Bool = false
    ) {
      self.count = count
      self.fact = fact
      self.factError = factError
      self.isLoading = isLoading
      self.factNumber = factNumber
      self.isTimerRunning = isTimerRunning
    }
  }

  /// What the user did, and what the effects sent back.
  public enum Action: Equatable, Sendable {
    /// The minus button.
    case decrementButtonTapped
    /// The plus button.
    case incrementButtonTapped
    /// The "Fact" button: fetch a fact about the count.
    case factButtonTapped
    /// The fact, sent back by the fetch effect.
    case factResponse(String)
    /// Why the fetch failed, sent back by the effect's `catch`.
    case factFailed(String)
    /// The timer button: start the timer, or stop it.
    case toggleTimerButtonTapped
    /// One second passed on the timer.
    case timerTick
  }

  /// The ids of the effects this feature cancels.
  public enum CancelID: Hashable, Sendable {
    /// The timer's effect.
    case timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  /// Creates the reducer.
  public init() {}

  /// The counter's logic; the fact and the timer are effects.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        state.factError = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        state.factError = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.factError = nil
        state.isLoading = true
        state.factNumber = state.count
        // The reducer cannot wait: it returns the work as an effect, which sends the answer back.
        return .run { [count = state.count] send in
          try await send(.factResponse(numberFact.fetch(count)))
        } catch: { error, send in
          await send(.factFailed("\(error)"))
        }

      case .factResponse(let fact):
        state.fact = fact
        state.isLoading = false
        state.factNumber = nil
        return .none

      case .factFailed(let message):
        state.factError = message
        state.isLoading = false
        state.factNumber = nil
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else {
          return .cancel(id: CancelID.timer)
        }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        state.fact = nil
        state.factError = nil
        return .none
      }
    }
  }
}
