import Foundation

/// The last line of defence for the terminal: while a full-screen session is active, a crash
/// (a trap, a bad access, an abort) or a call to `exit` from anywhere still puts the terminal
/// back before the process ends.
///
/// Everything the signal handler touches is prepared in advance in fixed memory, and it calls
/// only async-signal-safe functions (`tcsetattr`, `write`, `sigaction`, `raise`). After restoring
/// it hands the signal to whoever handled it before (the Swift runtime's backtracer), so crash
/// reports still appear, now on a readable screen.
enum CrashRestore {
  /// The fatal signals that end the process with a broken terminal if nobody restores it.
  static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  private struct Storage {
    var isArmed = false
    var isInstalled = false
    var inputDescriptor: Int32 = -1
    var outputDescriptor: Int32 = -1
    var attributes = termios()
  }

  private static let signalSlots = 65
  nonisolated(unsafe) private static let storage: UnsafeMutablePointer<Storage> = {
    let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
    pointer.initialize(to: Storage())
    return pointer
  }()
  nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    pointer.initialize(repeating: sigaction(), count: signalSlots)
    return pointer
  }()
  nonisolated(unsafe) private static let restoreBytes: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array(ControlSequence.leaveFullScreen.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }()

  /// Remembers how to restore the terminal and starts watching for crashes and `exit`.
  @MainActor
  static func arm(input: Int32, output: Int32, attributes: TerminalAttributes) {
    _ = restoreBytes
    _ = previousActions
    storage.pointee.inputDescriptor = input
    storage.pointee.outputDescriptor = output
    storage.pointee.attributes = attributes.settings
    storage.pointee.isArmed = true
    installOnce()
  }

  /// Stops restoring: the session restored the terminal itself.
  @MainActor
  static func disarm() {
    storage.pointee.isArmed = false
  }

  /// Restores the terminal if a session is active; safe to call from a signal handler.
  static func restoreNow() {
    guard storage.pointee.isArmed else { return }
    storage.pointee.isArmed = false
    _ = tcsetattr(storage.pointee.inputDescriptor, TCSANOW, &storage.pointee.attributes)
    _ = Foundation.write(
      storage.pointee.outputDescriptor, restoreBytes.baseAddress, restoreBytes.count)
  }

  @MainActor
  private static func installOnce() {
    guard !storage.pointee.isInstalled else { return }
    storage.pointee.isInstalled = true
    atexit { CrashRestore.restoreNow() }
    for signal in fatalSignals where Int(signal) < signalSlots {
      var action = sigaction()
      SignalAction.setInfoHandler(&action) { signal, _, _ in
        CrashRestore.restoreNow()
        _ = sigaction(signal, CrashRestore.previousActions + Int(signal), nil)
        _ = raise(signal)
      }
      _ = sigaction(signal, &action, previousActions + Int(signal))
    }
  }
}
