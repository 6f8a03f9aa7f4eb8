import Composable
import OnlineStore
import Synchronization

/// The store's server as the chapter plays it: the embedded catalog, and orders that go through
/// or fail, as the `f` key decides. The app's state knows nothing of it: whether the network
/// works is the dependency's business, and the cart only sees the answer.
public final class OrderServer: Sendable {
  private let failing: Mutex<Bool>
  /// How long an order takes, on `@Dependency(\.continuousClock)`: the busy overlay shows
  /// meanwhile.
  public let delay: Duration

  /// A server that answers after `delay`, failing every order while `failsOrders` is true.
  public init(delay: Duration, failsOrders: Bool = false) {
    self.delay = delay
    self.failing = Mutex(failsOrders)
  }

  /// Whether orders fail now.
  public var failsOrders: Bool {
    failing.withLock { $0 }
  }

  /// Makes orders fail from now on, or go through again.
  public func toggleFailure() {
    failing.withLock { $0.toggle() }
  }

  /// The API client that talks to this server: the offline client, whose `sendOrder` fails
  /// while the switch is on.
  public var apiClient: APIClient {
    let working = APIClient.offline(delay: delay)
    let broken = APIClient.offline(delay: delay, failing: true)
    var client = working
    client.sendOrder = { [self] items in
      try await (failsOrders ? broken : working).sendOrder(items)
    }
    return client
  }
}
