import Composable
import Synchronization

/// A fact endpoint for the chapter 4 graders: it logs each number asked about and each answer it
/// gave, and can wait on a `TestClock` before answering, as a slow server would. Each answer names
/// its request ("Fact #2: …"), so a test can tell a stale answer from a fresh one.
final class FactRequestLog: Sendable {
  private struct Log {
    var requested: [Int] = []
    var answered: [Int] = []
  }

  private let log = Mutex(Log())
  private let clock: TestClock?
  private let delay: Duration

  /// An endpoint that answers at once, or after `delay` on `clock`.
  init(answeringAfter delay: Duration = .zero, on clock: TestClock? = nil) {
    self.delay = delay
    self.clock = clock
  }

  /// The numbers asked about, in the order the requests started.
  var requested: [Int] { log.withLock { $0.requested } }

  /// The numbers answered about, in the order the answers were given.
  var answered: [Int] { log.withLock { $0.answered } }

  /// The answer to the `request`-th request (counting from 1), about `number`.
  static func fact(about number: Int, request: Int) -> String {
    "Fact #\(request): \(number) is a fine number."
  }

  /// Logs the request, waits for the delay (a cancelled wait throws and answers nothing), then
  /// logs and gives the answer.
  @Sendable func fetch(_ number: Int) async throws -> String {
    let request = log.withLock { log in
      log.requested.append(number)
      return log.requested.count
    }
    if let clock, delay > .zero {
      try await clock.sleep(for: delay)
    }
    log.withLock { $0.answered.append(number) }
    return Self.fact(about: number, request: request)
  }
}
