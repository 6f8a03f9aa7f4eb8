import Foundation

extension String {
  /// The text with every line wider than `width` wrapped at its words as a help's lines wrap:
  /// a line with two columns (`  --size WxH      the screen size…`: the text after its first
  /// run of two or more spaces past its indentation) goes on under its second column; any
  /// other line under its indentation, as does one whose second column leaves fewer than
  /// `minimumColumnWidth` columns. The lines after a wrapped line that go on with its text (the
  /// rest of its entry, written for a wider screen: they start where its text goes on, or
  /// deeper than the line itself with text alone) are taken into it, so the entry reads as one
  /// paragraph. Lines that fit stay as they are, and so does every line when
  /// `width` is nil (the output is no terminal: a pipe or a log keeps each line whole).
  public func wrappedUnderColumns(toWidth width: Int?, minimumColumnWidth: Int = 20) -> String {
    guard let width else { return self }
    let lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var wrapped: [String] = []
    var index = 0
    while index < lines.count {
      var line = lines[index]
      index += 1
      guard line.displayWidth > width else {
        wrapped.append(line)
        continue
      }
      let head = line.columnHead(width: width, minimumColumnWidth: minimumColumnWidth)
      let margin = head.displayWidth
      let indent = line.prefix { $0 == " " }.count
      while index < lines.count, lines[index].goesOn(underColumn: margin, indent: indent) {
        line += " " + lines[index].drop { $0 == " " }
        index += 1
      }
      let pieces = Line(String(line.dropFirst(head.count))).wrapped(toWidth: width - margin)
      wrapped += pieces.enumerated().map { number, piece in
        (number == 0 ? head : String(repeating: " ", count: margin)) + piece.plainText
      }
    }
    return wrapped.joined(separator: "\n")
  }

  /// What stays at the start of a wrapped line: up to its second column when it has one that
  /// leaves `minimumColumnWidth` columns, else its indentation.
  private func columnHead(width: Int, minimumColumnWidth: Int) -> String {
    let indent = prefix { $0 == " " }
    guard let gap = self[indent.endIndex...].range(of: "  ") else { return String(indent) }
    let column = self[gap.lowerBound...].prefix { $0 == " " }.endIndex
    let head = self[..<column]
    return width - head.displayWidth >= minimumColumnWidth ? String(head) : String(indent)
  }

  /// Whether the line goes on with the text of a line indented by `indent` whose text goes on
  /// under `column`: it starts under that column, or deeper than that line with no second
  /// column of its own.
  private func goesOn(underColumn column: Int, indent: Int) -> Bool {
    let ownIndent = prefix { $0 == " " }.count
    guard ownIndent < count else { return false }
    return ownIndent == column
      || (ownIndent > indent && dropFirst(ownIndent).range(of: "  ") == nil)
  }
}
