/// A run of text, as SwiftUI's `Text`: it wraps to the width it gets, and is cut with `…` where
/// the height runs out.
public struct Text: View, PrimitiveView {
  public typealias Body = Never
  var run: TextRun

  /// Text showing `string`.
  public init(_ string: some StringProtocol) {
    run = TextRun(string: String(string), style: .plain)
  }

  /// Text showing `string` as it is.
  public init(verbatim string: String) {
    run = TextRun(string: string, style: .plain)
  }

  /// Text showing a styled line as it is, each run with its own attributes.
  init(verbatim line: Line) {
    run = TextRun(string: line.plainText, style: .plain, pieces: line.spans)
  }

  /// The text in bold.
  public func bold() -> Text { adding(.bold) }

  /// The text in italics.
  public func italic() -> Text { adding(.italic) }

  /// The text underlined.
  public func underline() -> Text { adding(.underline) }

  /// The text in a colour: `.foregroundStyle(.red)`.
  public func foregroundStyle(_ color: Color) -> Text { adding(Style(foreground: color)) }

  /// The text in a colour (SwiftUI's older name).
  public func foregroundColor(_ color: Color?) -> Text {
    color.map { foregroundStyle($0) } ?? self
  }

  /// The text in a font: `.largeTitle` draws digits in large block characters, the other
  /// titles in bold, `.caption` dim.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.run.apply(font)
    return copy
  }

  /// At most `limit` lines; the last is cut with `…`.
  public func lineLimit(_ limit: Int?) -> Text {
    var copy = self
    copy.run.lineLimit = limit
    return copy
  }

  private func adding(_ style: Style) -> Text {
    var copy = self
    copy.run.style = copy.run.style.adding(style)
    return copy
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    var run = self.run
    if context.isDisabled { run.style = run.style.adding(.dim) }
    return [.text(run)]
  }
}

extension TextRun {
  /// Applies `font`: large block digits, bold titles and headlines, dim small print, and bold
  /// for a bold weight.
  mutating func apply(_ font: Font?) {
    guard let font else { return }
    switch font.style {
    case .largeTitle: isLarge = true
    case .title, .title2, .title3, .headline: style = style.adding(.bold)
    case .caption, .caption2, .footnote: style = style.adding(.dim)
    case .body, .callout, .subheadline: break
    }
    if font.isBold { style = style.adding(.bold) }
  }
}
