import Foundation

/// Fills a `sigaction` record the same way on Linux and macOS, whose records differ in layout.
enum SignalAction {
  /// A handler that receives the signal number only.
  typealias Handler = @convention(c) (Int32) -> Void
  /// A handler that also receives the signal's details (`SA_SIGINFO`).
  typealias InfoHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// Sets a plain handler; interrupted system calls restart.
  static func setHandler(_ action: inout sigaction, _ handler: Handler) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
  }

  /// Sets a handler that receives the signal's details.
  static func setInfoHandler(_ action: inout sigaction, _ handler: InfoHandler) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    action.sa_flags = SA_SIGINFO
    sigemptyset(&action.sa_mask)
  }
}
