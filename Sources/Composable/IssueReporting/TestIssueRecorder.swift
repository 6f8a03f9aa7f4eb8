import Synchronization

/// Where the default reporter sends misuse when a test library is running: `ComposableTesting`
/// installs Swift Testing here when its module is loaded, so misuse outside a `TestStore` (a
/// `ViewHost` tap of a title that is not there, a `StackState` subscript through the wrong case)
/// fails the test that caused it, and `withKnownIssue` catches it, with no set-up in the test.
package enum TestIssueRecorder {
  /// Records an issue in the running test; false when no test is running.
  package typealias Record =
    @Sendable (String, StaticString, StaticString, UInt, UInt) -> Bool

  private static let installed = Mutex<Record?>(nil)

  /// Makes `record` the place issues go while a test runs.
  package static func install(_ record: @escaping Record) {
    installed.withLock { $0 = record }
  }

  /// Records an issue in the running test; false when no recorder is installed or no test runs.
  static func record(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Bool {
    guard let record = installed.withLock({ $0 }) else { return false }
    return record(message, fileID, filePath, line, column)
  }
}
