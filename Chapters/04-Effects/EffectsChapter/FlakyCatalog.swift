import Composable
import OnlineStore
import Synchronization

extension APIClient {
  /// The offline client on a bad day: its first `fetchProducts` fails, every later one serves
  /// the embedded catalog; each answers after `delay` on the clock. The Products tab of this
  /// chapter uses it, so the error and Retry show without a network.
  public static func failingOnce(delay: Duration) -> APIClient {
    let attempts = AttemptCounter()
    let failing = APIClient.offline(delay: delay, failing: true)
    var client = APIClient.offline(delay: delay)
    let working = client.fetchProducts
    client.fetchProducts = {
      if attempts.next() == 1 {
        return try await failing.fetchProducts()
      }
      return try await working()
    }
    return client
  }
}

/// Counts calls from any thread: 1 for the first, 2 for the second, …
private final class AttemptCounter: Sendable {
  private let count = Mutex(0)

  /// The number of this call.
  func next() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}
