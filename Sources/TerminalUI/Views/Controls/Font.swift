/// A font, as SwiftUI's: a text style (`.largeTitle`, `.headline`, `.caption`, …), or
/// `.system(…)` of a style or a size, with a weight. A terminal has one size of character, so
/// `.largeTitle` draws digits in large block characters, titles and headlines are bold, captions
/// and footnotes dim, and a bold weight is bold; sizes and designs are accepted and ignored.
public struct Font: Hashable, Sendable {
  /// What the text is for, which decides how it is drawn.
  let style: TextStyle
  /// Whether the weight asks for bold.
  var isBold = false

  /// SwiftUI's text styles, largest first.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2
  }

  /// The designs of the system font, accepted and ignored.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// The weights of the system font: semibold and heavier draw bold.
  public enum Weight: Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Whether the weight draws bold in a terminal.
    var isBold: Bool { [.semibold, .bold, .heavy, .black].contains(self) }
  }

  /// Large block characters for digits: a number read from the back of a classroom.
  public static let largeTitle = Font(style: .largeTitle)
  /// A title: bold.
  public static let title = Font(style: .title)
  /// A second-level title: bold.
  public static let title2 = Font(style: .title2)
  /// A third-level title: bold.
  public static let title3 = Font(style: .title3)
  /// A headline: bold.
  public static let headline = Font(style: .headline)
  /// A subheadline: plain.
  public static let subheadline = Font(style: .subheadline)
  /// The ordinary text.
  public static let body = Font(style: .body)
  /// A callout: plain.
  public static let callout = Font(style: .callout)
  /// A footnote: dim.
  public static let footnote = Font(style: .footnote)
  /// A caption: dim.
  public static let caption = Font(style: .caption)
  /// A smaller caption: dim.
  public static let caption2 = Font(style: .caption2)

  /// The system font of a text style: `.system(.title, design: .rounded)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(style: style, isBold: weight?.isBold ?? false)
  }

  /// The system font of a size, drawn as body text: `.system(size: 48, weight: .bold)`.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(style: .body, isBold: weight?.isBold ?? false)
  }

  /// The same font, bold.
  public func bold() -> Font { weight(.bold) }

  /// The same font with a weight: semibold and heavier draw bold.
  public func weight(_ weight: Weight) -> Font {
    Font(style: style, isBold: isBold || weight.isBold)
  }

  /// The same font with digits of one width, as a terminal's always are.
  public func monospacedDigit() -> Font { self }
}
