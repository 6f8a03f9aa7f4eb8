/// Where a request a screen depends on stands: not sent yet, on its way, answered, or failed.
public enum DataLoadingStatus: Equatable, Hashable, Sendable {
  /// Nothing has been requested yet.
  case notStarted
  /// The request is on its way.
  case loading
  /// The answer arrived.
  case success
  /// The request failed; the screen may offer to try again.
  case error
}
