/// The store's network API as a dependency: three endpoints, each a closure a test can replace.
///
/// Values: `.live(baseURL:session:)` talks to fakestoreapi.com, `.offline(delay:failing:)` serves
/// the embedded catalog, and the test value fails any test that calls an endpoint it did not set.
public struct APIClient: Sendable {
  /// Loads the store's products.
  public var fetchProducts: @Sendable () async throws -> [Product]
  /// Sends an order of cart items and returns the server's answer as text.
  public var sendOrder: @Sendable ([CartItem]) async throws -> String
  /// Loads the signed-in user's profile.
  public var fetchUserProfile: @Sendable () async throws -> UserProfile

  /// Creates a client from its three endpoints.
  public init(
    fetchProducts: @escaping @Sendable () async throws -> [Product],
    sendOrder: @escaping @Sendable ([CartItem]) async throws -> String,
    fetchUserProfile: @escaping @Sendable () async throws -> UserProfile
  ) {
    self.fetchProducts = fetchProducts
    self.sendOrder = sendOrder
    self.fetchUserProfile = fetchUserProfile
  }
}
