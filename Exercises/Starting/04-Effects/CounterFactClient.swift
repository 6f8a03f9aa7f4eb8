// Shared by the chapter 4 exercises: the fact client their counters ask. Nothing to change here.
// It is a small copy of chapter 4's `NumberFactClient`, so the exercises need only `Composable`.

import Composable

/// Tells a fact about a number: the dependency the chapter 4 exercises' counters fetch facts from.
public struct CounterFactClient: Sendable {
  /// A fact about the number.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client from its one endpoint.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension CounterFactClient: DependencyKey {
  /// The app's client: a fact about the number's parity, after a second on the clock dependency,
  /// as a slow server would answer.
  public static let liveValue = CounterFactClient { number in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(1))
    return "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd")."
  }

  /// Tests: a call the test did not override fails it, naming `CounterFactClient.fetch`.
  public static let testValue = CounterFactClient(fetch: unimplemented("CounterFactClient.fetch"))
}

extension DependencyValues {
  /// The fact client of the chapter 4 exercises: `@Dependency(\.counterFact) var counterFact`.
  public var counterFact: CounterFactClient {
    get { self[CounterFactClient.self] }
    set { self[CounterFactClient.self] = newValue }
  }
}
