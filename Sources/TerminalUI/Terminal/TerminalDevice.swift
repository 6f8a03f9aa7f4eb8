/// Somewhere frames are drawn: the real terminal (`TerminalSession`) or an in-memory one
/// (`VirtualTerminal`) that tests read back.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The window's size now.
  var size: TerminalSize { get }
  /// Writes output (text and escape sequences) to the screen.
  func write(_ text: String)
}

extension TerminalSession: TerminalDevice {}
