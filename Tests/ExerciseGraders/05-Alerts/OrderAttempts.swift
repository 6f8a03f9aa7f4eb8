import Composable
import OnlineStore
import Synchronization

/// A `sendOrder` endpoint for the chapter 5 graders: it counts the orders sent, fails the first
/// `failing` of them with `APIError.timedOut`, and answers the others "order #n".
final class OrderAttempts: Sendable {
  private let attempts = Mutex(0)
  private let failing: Int

  /// An endpoint whose first `failing` orders fail.
  init(failing: Int) {
    self.failing = failing
  }

  /// How many orders were sent (or skipped).
  var count: Int { attempts.withLock { $0 } }

  /// Counts `orders` as already sent, as if the test started after them.
  func skip(_ orders: Int) {
    attempts.withLock { $0 += orders }
  }

  /// Sends an order: fails while within the first `failing`, answers "order #n" after.
  @Sendable func send(_ items: [CartItem]) async throws -> String {
    let attempt = attempts.withLock { count in
      count += 1
      return count
    }
    if attempt <= failing { throw APIError.timedOut }
    return "order #\(attempt)"
  }
}
