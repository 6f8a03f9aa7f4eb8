@testable import TerminalUI

extension ViewRuntime {
  /// A runtime for `view`, for the tests that read what `ViewHost` does not show: the footer's
  /// hints.
  convenience init<Content: View>(running view: Content) {
    self.init { view }
  }
}
