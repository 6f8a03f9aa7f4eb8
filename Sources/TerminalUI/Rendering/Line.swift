/// One row of a view: styled spans laid side by side. Views are functions returning `[Line]`.
public struct Line: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The runs of text, left to right.
  public private(set) var spans: [Span]

  /// The number of terminal columns the line takes: its spans' widths, added up as the spans
  /// are (a layout asks for it at every level of its stacks).
  public private(set) var width: Int

  /// A line of text in one style.
  public init(_ text: String = "", style: Style = .plain) {
    if text.isEmpty {
      spans = []
      width = 0
    } else {
      let span = Span(text, style: style)
      spans = [span]
      width = span.width
    }
  }

  /// A line made of the given runs.
  public init(spans: [Span]) {
    self.spans = []
    width = 0
    self.spans.reserveCapacity(spans.count)
    for span in spans where !span.text.isEmpty {
      self.spans.append(span)
      width += span.width
    }
  }

  /// A line from a string literal, in the plain style.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A line from an interpolated string, in the plain style: `"Count: \(count)"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// A line with nothing on it.
  public static let empty = Line()

  /// The width of the widest of `lines`, 0 when there are none: a block's width.
  static func widest(_ lines: [Line]) -> Int {
    var widest = 0
    for line in lines where line.width > widest { widest = line.width }
    return widest
  }

  /// The text without styles.
  public var plainText: String { spans.map(\.text).joined() }

  /// The text without styles, as the description.
  public var description: String { plainText }

  /// Whether the line holds no text.
  public var isEmpty: Bool { spans.isEmpty }

  /// Appends text in a style.
  public mutating func append(_ text: String, style: Style = .plain) {
    append(Line(text, style: style))
  }

  /// Appends another line's runs.
  public mutating func append(_ other: Line) {
    spans += other.spans
    width += other.width
  }

  /// The two lines side by side.
  public static func + (lhs: Line, rhs: Line) -> Line {
    var result = lhs
    result.append(rhs)
    return result
  }

  /// This line with the style added on top of every run (e.g. reverse video for a selection).
  public func styled(_ style: Style) -> Line {
    restyled { $0.adding(style) }
  }

  /// This line with each run's style changed by `change`; the text and its width stay.
  func restyled(_ change: (Style) -> Style) -> Line {
    var line = self
    for index in line.spans.indices {
      line.spans[index].style = change(line.spans[index].style)
    }
    return line
  }
}

extension String {
  /// The string as a line in the given style.
  public func styled(_ style: Style) -> Line { Line(self, style: style) }
}
