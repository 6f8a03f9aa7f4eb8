import Composable
import Testing

/// Reports the library's issues (an unimplemented dependency called, an effect's unhandled error,
/// misuse of a feature) as Swift Testing issues at the source location the library gives, so they
/// fail the test that caused them.
public struct SwiftTestingIssueReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Records the issue in the current test.
  public func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    Issue.record(
      Comment(rawValue: message), sourceLocation: SourceLocation(fileID, filePath, line, column))
  }
}
