import Composable

/// Tells a fact about a number: the seed notes' client, without the network. The facts are made
/// up on this machine (`NumberFacts`), after a wait on the clock dependency.
public struct NumberFactClient: Sendable {
  /// A fact about the number.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client from its one endpoint.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }

  /// Facts from `NumberFacts`, each after `delay` on `@Dependency(\.continuousClock)`, so the
  /// app shows a spinner and a test's clock decides when the answer comes.
  public static func offline(delay: Duration) -> NumberFactClient {
    NumberFactClient { number in
      @Dependency(\.continuousClock) var clock
      if delay > .zero {
        try await clock.sleep(for: delay)
      }
      return NumberFacts.fact(about: number)
    }
  }
}

extension NumberFactClient: DependencyKey {
  /// The app's client: offline facts after one second.
  public static let liveValue = NumberFactClient.offline(delay: .seconds(1))

  /// Previews and demos: the same facts at once.
  public static let previewValue = NumberFactClient.offline(delay: .zero)

  /// Tests: a call the test did not override fails it, naming `NumberFactClient.fetch`.
  public static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
}

extension DependencyValues {
  /// The number fact client: `@Dependency(\.numberFact) var numberFact`.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
