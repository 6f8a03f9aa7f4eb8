/// How a piece of text looks: weight, emphasis, reverse video and colours.
///
/// Styles are only drawn when the output supports them (see `StyleSupport`); otherwise text is
/// written plain, so a view never needs to know where it ends up.
public struct Style: Hashable, Sendable {
  /// Bold (bright) text.
  public var isBold = false
  /// Dim (faint) text.
  public var isDim = false
  /// Italic text.
  public var isItalic = false
  /// Underlined text.
  public var isUnderlined = false
  /// Foreground and background swapped: how a selection shows.
  public var isReversed = false
  /// The text's colour, or the terminal's default.
  public var foreground: Color?
  /// The colour behind the text, or the terminal's default.
  public var background: Color?

  /// A style with every attribute off.
  public init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    reverse: Bool = false, foreground: Color? = nil, background: Color? = nil
  ) {
    self.isBold = bold
    self.isDim = dim
    self.isItalic = italic
    self.isUnderlined = underline
    self.isReversed = reverse
    self.foreground = foreground
    self.background = background
  }

  /// No attributes: the terminal's default look.
  public static let plain = Style()
  /// Bold (bright) text.
  public static let bold = Style(bold: true)
  /// Dim (faint) text.
  public static let dim = Style(dim: true)
  /// Italic text.
  public static let italic = Style(italic: true)
  /// Underlined text.
  public static let underline = Style(underline: true)
  /// Reverse video: foreground and background swapped, used for selections.
  public static let reverse = Style(reverse: true)

  /// Text in the given foreground colour.
  public static func color(_ color: Color) -> Style { Style(foreground: color) }

  /// This style with the other style's attributes added on top.
  public func adding(_ other: Style) -> Style {
    Style(
      bold: isBold || other.isBold, dim: isDim || other.isDim, italic: isItalic || other.isItalic,
      underline: isUnderlined || other.isUnderlined, reverse: isReversed || other.isReversed,
      foreground: other.foreground ?? foreground, background: other.background ?? background)
  }

  /// This style with the given foreground colour.
  public func foreground(_ color: Color) -> Style {
    var copy = self
    copy.foreground = color
    return copy
  }

  /// Whether the style changes nothing.
  public var isPlain: Bool { self == .plain }

  /// The SGR parameters that switch this style on, starting from a reset.
  var parameters: [Int] {
    var result: [Int] = []
    if isBold { result.append(1) }
    if isDim { result.append(2) }
    if isItalic { result.append(3) }
    if isUnderlined { result.append(4) }
    if isReversed { result.append(7) }
    if let foreground { result += foreground.foregroundParameters }
    if let background { result += background.backgroundParameters }
    return result
  }
}
