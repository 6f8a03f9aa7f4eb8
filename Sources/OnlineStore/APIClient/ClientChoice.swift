import Foundation

/// Which `APIClient` the app is made with: the `--client` option. The reducer never knows; only
/// the store's `withDependencies` changes.
public enum ClientChoice: Equatable, Sendable {
  /// The embedded catalog after a short wait on the clock (the default).
  case offline
  /// The embedded catalog after a long wait, to watch the loading state.
  case slow
  /// An error after a short wait, every time: the error line and Retry.
  case failing
  /// The store server at `baseURL`, over the network.
  case live(baseURL: URL)

  /// The names `--client` takes, in the order the help lists them.
  public static let names = ["offline", "slow", "failing", "live"]

  /// How long the offline choices wait before they answer.
  public var delay: Duration {
    switch self {
    case .offline, .failing: .milliseconds(600)
    case .slow: .seconds(3)
    case .live: .zero
    }
  }

  /// The client this choice stands for.
  public var apiClient: APIClient {
    switch self {
    case .offline, .slow: .offline(delay: delay)
    case .failing: .offline(delay: delay, failing: true)
    case .live(let baseURL): .live(baseURL: baseURL)
    }
  }

  /// The choice's name, as `--client` spells it.
  public var name: String {
    switch self {
    case .offline: "offline"
    case .slow: "slow"
    case .failing: "failing"
    case .live: "live"
    }
  }

  /// What the client does, in a few words, for the top of the screen.
  public var summary: String {
    switch self {
    case .offline, .slow: "the embedded catalog after \(delay.secondsText) on the clock"
    case .failing: "an error after \(delay.secondsText), every time"
    case .live(let baseURL): "the store server at \(baseURL.absoluteString)"
    }
  }
}

extension Duration {
  /// The duration in seconds as people write it: `0.6 s`, `3 s`.
  fileprivate var secondsText: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0
      ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
  }
}
