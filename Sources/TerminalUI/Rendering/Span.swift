/// A run of text drawn in one style; a `Line` is made of spans.
public struct Span: Hashable, Sendable {
  /// The text, free of control characters (they are replaced when the span is made).
  public let text: String
  /// The look of the whole run.
  public var style: Style

  /// A run of text in a style; tabs and newlines become spaces and other control characters
  /// become `�`, so text from anywhere can never move the cursor or change the terminal.
  public init(_ text: String, style: Style = .plain) {
    self.style = style
    // Printable ASCII, most of what a frame holds, has nothing to replace and is a column a byte.
    if text.isPrintableASCII {
      self.text = text
      width = text.utf8.count
    } else {
      self.text = Span.sanitized(text)
      width = self.text.displayWidth
    }
  }

  /// The number of terminal columns the text takes, measured once: a layout asks for the width
  /// of the same lines at every level of its stacks.
  public let width: Int

  private static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.isTerminalControl }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\t" || scalar == "\n" || scalar == "\r" {
        result.append(" ")
      } else if scalar.isTerminalControl {
        result.append("\u{FFFD}")
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a C0 or C1 control character, which a terminal would act on.
  var isTerminalControl: Bool {
    value < 0x20 || (value >= 0x7F && value < 0xA0)
  }
}
