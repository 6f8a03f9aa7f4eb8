import Composable

extension APIClient: DependencyKey {
  /// The app's default client: the OFFLINE client with a 600 ms delay, so every executable runs
  /// without a network; the executables' `--live` flag swaps in `.live(baseURL:session:)`.
  public static let liveValue = APIClient.offline(delay: .milliseconds(600))

  /// The offline client with a short delay, for previews and demos.
  public static let previewValue = APIClient.offline(delay: .milliseconds(300))

  /// Every endpoint unimplemented: a test that calls one it did not override fails, naming it.
  public static let testValue = APIClient(
    fetchProducts: unimplemented("APIClient.fetchProducts"),
    sendOrder: unimplemented("APIClient.sendOrder"),
    fetchUserProfile: unimplemented("APIClient.fetchUserProfile")
  )
}

extension DependencyValues {
  /// The store's API client: `@Dependency(\.apiClient)`, or one endpoint `\.apiClient.sendOrder`.
  public var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
