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

@Suite struct TaskResultTests {
  @Test func successesCompareTheirValues() {
    #expect(TaskResult.success(1) == .success(1))
    #expect(TaskResult.success(1) != .success(2))
  }

  @Test func successIsNeverEqualToFailure() {
    #expect(TaskResult<Int>.success(1) != .failure(EquatableFailure(code: 1)))
  }

  @Test func equatableErrorsCompareByValue() {
    #expect(TaskResult<Int>.failure(EquatableFailure(code: 1)) == .failure(EquatableFailure(code: 1)))
    #expect(TaskResult<Int>.failure(EquatableFailure(code: 1)) != .failure(EquatableFailure(code: 2)))
  }

  @Test func errorsOfDifferentTypesAreNotEqual() {
    #expect(
      TaskResult<Int>.failure(EquatableFailure(code: 1))
        != .failure(OtherEquatableFailure(code: 1)))
    #expect(
      TaskResult<Int>.failure(DescribedFailure(description: "x"))
        != .failure(OtherDescribedFailure(description: "x")))
  }

  @Test func otherErrorsCompareByDescription() {
    #expect(
      TaskResult<Int>.failure(DescribedFailure(description: "offline"))
        == .failure(DescribedFailure(description: "offline")))
    #expect(
      TaskResult<Int>.failure(DescribedFailure(description: "offline"))
        != .failure(DescribedFailure(description: "timeout")))
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
