import Composable

extension APIClient {
  /// The client that serves the embedded catalog and user, without a network; `sendOrder`
  /// answers with the order's JSON, `[{"productId":1,"quantity":2}]`.
  ///
  /// - Parameters:
  ///   - delay: how long each endpoint waits before answering, on the `continuousClock`
  ///     dependency, so loading states are visible (and a `TestClock` controls it in tests).
  ///   - failing: when true, every endpoint throws `APIError.simulatedFailure` after the delay.
  public static func offline(delay: Duration = .zero, failing: Bool = false) -> APIClient {
    /// Waits for the delay on the clock dependency, then fails if the switch says so.
    @Sendable func prepare(_ endpoint: String) async throws {
      @Dependency(\.continuousClock) var clock
      if delay > .zero {
        try await clock.sleep(for: delay)
      }
      if failing {
        throw APIError.simulatedFailure(endpoint: endpoint)
      }
    }
    return APIClient(
      fetchProducts: {
        try await prepare("fetchProducts")
        return try EmbeddedCatalog.products()
      },
      sendOrder: { items in
        try await prepare("sendOrder")
        let body = try StoreJSON.encode(items, what: "The order")
        return String(decoding: body, as: UTF8.self)
      },
      fetchUserProfile: {
        try await prepare("fetchUserProfile")
        return try EmbeddedCatalog.userProfile()
      }
    )
  }
}
