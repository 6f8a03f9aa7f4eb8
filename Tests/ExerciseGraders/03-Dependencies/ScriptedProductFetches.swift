import OnlineStore
import Synchronization

/// A `fetchProducts` endpoint for graders: each call gets the next answer of a script (products,
/// or an error to throw), and the calls are counted, so a test knows how often the feature asked.
final class ScriptedProductFetches: Sendable {
  private struct Script {
    var answers: [Result<[Product], APIError>]
    var calls = 0
  }

  private let script: Mutex<Script>

  /// An endpoint that answers its calls with `answers`, in order.
  init(_ answers: [Result<[Product], APIError>]) {
    script = Mutex(Script(answers: answers))
  }

  /// How many times the endpoint was called.
  var calls: Int { script.withLock { $0.calls } }

  /// The next answer; a call beyond the script fails with an error that says so.
  @Sendable func fetch() throws -> [Product] {
    let answer = script.withLock { script in
      script.calls += 1
      return script.answers.isEmpty
        ? .failure(APIError.requestFailed(reason: "called more times than the test expected"))
        : script.answers.removeFirst()
    }
    return try answer.get()
  }
}
