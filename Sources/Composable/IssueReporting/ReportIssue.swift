/// Reports an issue to every reporter in effect, without stopping the program.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let reporters = IssueReporters.current
  guard !reporters.isEmpty else { return }
  let text = message()
  for reporter in reporters {
    reporter.reportIssue(text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Runs `operation` with `reporters` receiving the issues it reports.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter], operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$current.withValue(reporters, operation: operation)
}

/// Runs the asynchronous `operation` with `reporters` receiving the issues it reports.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$current.withValue(reporters, operation: operation, isolation: isolation)
}
