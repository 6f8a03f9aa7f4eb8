extension ActionLog.Entry {
  /// More lines in a row than this (of the action, or removed or added ones) are folded.
  private static let foldThreshold = 8
  /// How many lines of a folded run stay.
  private static let linesKeptOfFoldedRun = 5
  /// What follows the count of lines a fold hides.
  private static let foldNote = " more lines: w, full screen, shows them"

  /// The entry's lines as scripts print them: the action, then its diff, red and green.
  public var lines: [Line] { lines(width: .max, folds: false) }

  /// `▸ ` and the action, wrapped like a dump in `width` columns, then its diff; with `folds`,
  /// long runs of action, removed or added lines are cut to their first lines.
  func lines(width: Int, folds: Bool) -> [Line] {
    var action = actionLines(width: width - 2)
    if folds, action.count > Self.foldThreshold {
      let more = action.count - Self.linesKeptOfFoldedRun
      action = Array(action.prefix(Self.linesKeptOfFoldedRun)) + ["  … \(more)" + Self.foldNote]
    }
    return action.enumerated().map { index, text in Line((index == 0 ? "▸ " : "  ") + text, style: .bold) }
      + diffLines(width: width, folds: folds)
  }

  /// The action wrapped like a dump, `width` columns wide.
  func actionLines(width: Int) -> [String] {
    action.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { DumpWrap.lines(String($0), width: width) }
  }

  /// The diff, each line wrapped under its marker and coloured by it; with `folds`, a run of more
  /// than `foldThreshold` removed (or added) lines is cut to its first and `… N more lines`.
  func diffLines(width: Int, folds: Bool) -> [Line] {
    guard let diff else { return [Line("  (no state changes)", style: .dim)] }
    let texts = diff.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [Line] = []
    var start = 0
    while start < texts.count {
      let marker = texts[start].prefix(1)
      let end = texts[start...].firstIndex { $0.prefix(1) != marker } ?? texts.count
      let style: Style = marker == "−" || marker == "-" ? .color(.red) : marker == "+" ? .color(.green) : .dim
      let folded = folds && marker != " " && end - start > Self.foldThreshold
      let kept = texts[start..<(folded ? start + Self.linesKeptOfFoldedRun : end)]
      for text in kept {
        lines += DumpWrap.lines(String(text.dropFirst(2)), width: width - 4).map {
          Line("  \(text.prefix(2))\($0)", style: style)
        }
      }
      if folded, let last = kept.last {
        let indent = String(repeating: " ", count: last.dropFirst(2).prefix { $0 == " " }.count)
        lines.append(Line("  \(marker) \(indent)… \(end - kept.endIndex)" + Self.foldNote, style: style))
      }
      start = end
    }
    return lines
  }
}
