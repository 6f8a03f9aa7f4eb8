import Foundation

/// Receives the issues the library reports: misuse of the architecture that is not worth a crash.
public protocol IssueReporter: Sendable {
  /// Reports one issue, with the source location of the code that caused it.
  func reportIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

/// The default reporter: records a test issue while a Swift Testing test runs (once
/// `ComposableTesting` is loaded), and otherwise prints a runtime warning on standard error.
public struct RuntimeWarningReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Records the issue in the running test, or prints it as a warning with its location.
  public func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if TestIssueRecorder.record(message, fileID: fileID, filePath: filePath, line: line, column: column) {
      return
    }
    let text = "⚠️ Composable warning at \(fileID):\(line)\n\(message)\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// The reporters in effect for the current task.
public enum IssueReporters {
  /// The reporters issues go to: a runtime warning by default, the test framework in a test store.
  @TaskLocal public static var current: [any IssueReporter] = [RuntimeWarningReporter()]
}
