import Composable
import Foundation

/// The counter of the seed notes (the official tutorial's `CounterFeature`): increment and
/// decrement, a number fact fetched through a client, and a timer on the clock dependency. The
/// core's suites and the test store's drive the same feature.
public struct CounterFeature: Reducer, Sendable {
  /// The count, its fact, and whether a fact is loading or the timer runs.
  public struct State: Equatable, Sendable {
    public var count: Int
    public var fact: String?
    public var isLoading: Bool
    public var isTimerRunning: Bool

    /// A counter at `count`, with no fact, nothing loading and the timer stopped by default.
    public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false, isTimerRunning: Bool = false) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
      self.isTimerRunning = isTimerRunning
    }
  }

  /// The buttons, the fact's response and the timer's tick.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case toggleTimerButtonTapped
    case timerTick
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact

  /// A counter.
  public init() {}

  /// Counts, fetches a fact about the count, and ticks once a second while the timer runs.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none

      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count] send in
          try await send(.factResponse(numberFact.fetch(count)))
        }

      case let .factResponse(fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        state.fact = nil
        return .none
      }
    }
  }
}

/// Fetches a fun fact about a number, as the seed notes' `NumberFactClient` does: a struct of
/// closures.
public struct NumberFactClient: Sendable {
  /// The fact about a number.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client that fetches with `fetch`.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension NumberFactClient: DependencyKey {
  /// A fact made up on the spot.
  public static let liveValue = Self { number in "\(number) is a number." }
  /// A fetch that reports it was called without being overridden.
  public static let testValue = Self(fetch: unimplemented("NumberFactClient.fetch"))
}

extension DependencyValues {
  /// The number fact client.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
