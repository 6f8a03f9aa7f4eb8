import TestTags
import Testing

@testable import Composable

private struct EquatableFailure: Error, Equatable {
  var code: Int
}

private struct OtherEquatableFailure: Error, Equatable {
  var code: Int
}

private struct DescribedFailure: Error, CustomStringConvertible {
  var description: String
}

private struct OtherDescribedFailure: Error, CustomStringConvertible {
  var description: String
}

@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct TaskResultTests {
  /// Successes compare their values and never equal a failure; failures of one `Equatable` error
  /// type compare by value, of other error types by description, of two types never.
  @Test(
    "two results are equal exactly when these rules say",
    arguments: [
      (.success(1), .success(1), true),
      (.success(1), .success(2), false),
      (.success(1), .failure(EquatableFailure(code: 1)), false),
      (.failure(EquatableFailure(code: 1)), .failure(EquatableFailure(code: 1)), true),
      (.failure(EquatableFailure(code: 1)), .failure(EquatableFailure(code: 2)), false),
      (.failure(EquatableFailure(code: 1)), .failure(OtherEquatableFailure(code: 1)), false),
      (
        .failure(DescribedFailure(description: "x")),
        .failure(OtherDescribedFailure(description: "x")), false
      ),
      (
        .failure(DescribedFailure(description: "offline")),
        .failure(DescribedFailure(description: "offline")), true
      ),
      (
        .failure(DescribedFailure(description: "offline")),
        .failure(DescribedFailure(description: "timeout")), false
      ),
    ] as [(TaskResult<Int>, TaskResult<Int>, Bool)])
  func equality(lhs: TaskResult<Int>, rhs: TaskResult<Int>, equal: Bool) {
    #expect((lhs == rhs) == equal)
    #expect((lhs != rhs) == !equal)
  }

  @Test func catchingCapturesTheValue() async throws {
    let result = await TaskResult { 42 }
    #expect(result == .success(42))
    #expect(try result.value == 42)
  }

  @Test func catchingCapturesTheError() async {
    let result = await TaskResult<Int> { throw EquatableFailure(code: 7) }
    #expect(result == .failure(EquatableFailure(code: 7)))
    #expect(throws: EquatableFailure(code: 7)) { try result.value }
  }
}
