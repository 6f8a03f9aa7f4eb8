import Foundation

/// A real terminal taken over by a full-screen program: raw or cbreak input, the alternate
/// screen, a hidden cursor; `restore()` puts everything back exactly as it was.
///
/// While the session is active a crash or a call to `exit` restores the terminal too (see
/// `CrashRestore`); signals are the program's to handle (see `SignalMonitor`).
@MainActor
public final class TerminalSession {
  /// The descriptor keys are read from.
  public let inputDescriptor: Int32
  /// The descriptor frames are written to.
  public let outputDescriptor: Int32
  /// The settings the terminal had before the session, which `restore()` brings back.
  private let original: TerminalAttributes
  /// Whether the session currently owns the terminal.
  public private(set) var isActive = false

  /// A session on the given descriptors, or nil when either is not a terminal.
  public init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    guard isatty(output) == 1, let original = TerminalAttributes.read(from: input) else {
      return nil
    }
    self.inputDescriptor = input
    self.outputDescriptor = output
    self.original = original
  }

  /// The window's size now (80 × 24 when the terminal does not say).
  public var size: TerminalSize {
    TerminalSize.of(fileDescriptor: outputDescriptor)
      ?? TerminalSize.of(fileDescriptor: inputDescriptor) ?? .standard
  }

  /// Takes the terminal over: the input mode, the alternate screen, the cursor hidden.
  public func enter(_ mode: InputMode = .raw) {
    CrashRestore.arm(input: inputDescriptor, output: outputDescriptor, attributes: original)
    original.with(mode).apply(to: inputDescriptor)
    isActive = true
    write(ControlSequence.enterFullScreen + ControlSequence.clearScreen)
  }

  /// Switches between raw and cbreak input while the session is active.
  public func setInputMode(_ mode: InputMode) {
    guard isActive else { return }
    original.with(mode).apply(to: inputDescriptor)
  }

  /// Writes output to the terminal.
  public func write(_ text: String) {
    FileDescriptorWriter.write(text, to: outputDescriptor)
  }

  /// Gives the terminal back as it was: settings, shell screen, cursor. Safe to call twice.
  public func restore() {
    guard isActive else { return }
    isActive = false
    CrashRestore.disarm()
    write(ControlSequence.leaveFullScreen)
    original.apply(to: inputDescriptor)
  }
}
