/// A block of a Markdown document, as the pager renders it.
indirect enum MarkdownBlock: Equatable {
  /// How a table column's cells are aligned.
  enum Alignment: Equatable {
    case left, center, right
  }

  case heading(level: Int, text: String)
  case paragraph(String)
  case code(language: String?, lines: [String])
  case quote([MarkdownBlock])
  case list(ordered: Bool, start: Int, items: [[MarkdownBlock]])
  case table(header: [String], alignments: [Alignment], rows: [[String]])
  case rule
}
