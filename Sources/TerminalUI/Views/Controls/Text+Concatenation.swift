extension Text {
  /// The two texts as one, each keeping its own attributes, as SwiftUI's `Text + Text`:
  /// `Text("Total: ").bold() + Text("$9.99").foregroundStyle(.green)`. It wraps as one text.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.run.string + rhs.run.string)
    joined.run.pieces = lhs.run.styledPieces + rhs.run.styledPieces
    return joined
  }
}

extension TextRun {
  /// The text's pieces with the attributes of the whole under each.
  var styledPieces: [Span] {
    (pieces ?? [Span(string, style: .plain)]).map { Span($0.text, style: style.adding($0.style)) }
  }
}
