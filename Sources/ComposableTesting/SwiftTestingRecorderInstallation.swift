import Composable
import Testing

/// Sends the core's default issue reports to Swift Testing while a test runs, from the moment
/// this module is loaded: a loader hook (an entry of the binary's initializer section) installs
/// it before any test starts, so a test needs no set-up for misuse outside a `TestStore` to fail
/// it, or for `withKnownIssue` to catch it. Outside a test, reports stay runtime warnings.
enum SwiftTestingRecorderInstallation {
  /// Records an issue in the running test; false outside one.
  static let record: TestIssueRecorder.Record = { message, fileID, filePath, line, column in
    guard Test.current != nil else { return false }
    SwiftTestingIssueReporter().reportIssue(
      message, fileID: fileID, filePath: filePath, line: line, column: column)
    return true
  }
}

#if compiler(>=6.3) && os(Linux)
  /// Installs the recorder when the binary is loaded (ELF initializer section).
  @used @section(".init_array")
  let installSwiftTestingRecorder: @convention(c) () -> Void = {
    TestIssueRecorder.install(SwiftTestingRecorderInstallation.record)
  }
#elseif compiler(>=6.3) && canImport(Darwin)
  /// Installs the recorder when the binary is loaded (Mach-O initializer section).
  @used @section("__DATA,__mod_init_func")
  let installSwiftTestingRecorder: @convention(c) () -> Void = {
    TestIssueRecorder.install(SwiftTestingRecorderInstallation.record)
  }
#endif
