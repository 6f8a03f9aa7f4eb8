import Foundation

/// A terminal device's line settings (its `termios`): read them before changing the mode, set
/// them back to restore the terminal exactly as it was.
public struct TerminalAttributes: Sendable, Equatable {
  /// The system's settings record.
  public var settings: termios

  /// The settings of the terminal open on `fileDescriptor`, or nil when it is not a terminal.
  public static func read(from fileDescriptor: Int32) -> TerminalAttributes? {
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
    return TerminalAttributes(settings: settings)
  }

  /// Sets these settings on the terminal open on `fileDescriptor` at once; false on failure.
  @discardableResult
  public func apply(to fileDescriptor: Int32) -> Bool {
    var settings = settings
    while tcsetattr(fileDescriptor, TCSANOW, &settings) != 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }

  /// These settings changed for the given input mode; output processing is left alone.
  public func with(_ mode: InputMode) -> TerminalAttributes {
    var settings = settings
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
    if mode == .raw {
      settings.c_lflag &= ~tcflag_t(ISIG)
      settings.c_iflag &= ~tcflag_t(BRKINT | INPCK | ISTRIP)
      settings.c_cflag |= tcflag_t(CS8)
    }
    withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return TerminalAttributes(settings: settings)
  }

  /// Whether typed characters are echoed.
  public var echoesInput: Bool { settings.c_lflag & tcflag_t(ECHO) != 0 }
  /// Whether input arrives a line at a time, with line editing.
  public var isLineBuffered: Bool { settings.c_lflag & tcflag_t(ICANON) != 0 }
  /// Whether Ctrl-C and Ctrl-Z raise signals.
  public var raisesSignals: Bool { settings.c_lflag & tcflag_t(ISIG) != 0 }

  /// Whether both hold the same flags and control characters (speeds are not compared).
  public static func == (lhs: TerminalAttributes, rhs: TerminalAttributes) -> Bool {
    lhs.settings.c_iflag == rhs.settings.c_iflag && lhs.settings.c_oflag == rhs.settings.c_oflag
      && lhs.settings.c_cflag == rhs.settings.c_cflag
      && lhs.settings.c_lflag == rhs.settings.c_lflag
      && withUnsafeBytes(of: lhs.settings.c_cc) { left in
        withUnsafeBytes(of: rhs.settings.c_cc) { right in left.elementsEqual(right) }
      }
  }
}

extension TerminalSize {
  /// The window size of the terminal open on `fileDescriptor`, or nil when it is not a terminal
  /// or reports no size.
  public static func of(fileDescriptor: Int32) -> TerminalSize? {
    var window = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }
}
