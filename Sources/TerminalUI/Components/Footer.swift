/// The keys that work now, at the bottom of an app, on the lines it is given (the top ones blank
/// when fewer are needed); the last hints give way to `…`, the pinned ones end its first line.
public struct Footer: View, PrimitiveView {
  public typealias Body = Never
  /// The hints, in the order shown; when the lines cannot hold them all, the last ones give way
  /// to `…`.
  var hints: [KeyHint]
  /// Hints always shown at the end of the first line, however narrow the window.
  var pinned: [KeyHint] = []

  /// The most lines an app's footer takes in a window `rows` tall: two from 20 rows on, one
  /// below (a short window's rows go to the view).
  public nonisolated static func lineLimit(windowRows rows: Int) -> Int { rows >= 20 ? 2 : 1 }

  // The footer takes the size it is given, as a `GeometryReader` does, its lines at the bottom.
  func nodes(in context: ResolveContext) -> [ViewNode] {
    let content: @MainActor (Int, Int) -> [ViewNode] = { [hints, pinned] columns, rows in
      let footer = FooterRows(hints: hints, pinned: pinned, width: columns, lineLimit: max(1, rows))
      let lines = footer.hints.indices.map(footer.line)
      return [.lines(Array(repeating: .empty, count: max(0, rows - lines.count)) + lines)]
    }
    return [.sized(SizedContent(nodes: content, unsized: []))]
  }
}

/// Which hints go on which line of a footer: the first line's beside the pinned ones, the last
/// line keeping room for `…` when not all fit; a hint wider than a row alone on a row (help wraps it).
struct FooterRows {
  /// The hints of each line, the first line's before the pinned ones.
  var hints: [[KeyHint]] = [[]]
  /// Whether some hints did not fit (the last line ends in `…`).
  var isCut = false
  /// The hints that end the first line.
  let pinned: [KeyHint]

  init(hints all: [KeyHint], pinned: [KeyHint], width: Int, lineLimit: Int) {
    self.pinned = pinned
    let pinnedWidth = pinned.reduce(0) { $0 + $1.width } + 2 * max(0, pinned.count - 1)
    var used = 0
    var room = pinned.isEmpty ? width : width - pinnedWidth - 2
    for (index, hint) in all.enumerated() {
      // A hint that does not fit starts the next row while there is one; on the last row, a
      // hint but the last leaves room for ` …`.
      var candidate = (hints[hints.count - 1].isEmpty ? 0 : used + 2) + hint.width
      if candidate > room, hints.count < lineLimit {
        hints.append([])
        (room, used, candidate) = (width, 0, hint.width)
      }
      guard candidate <= (index == all.count - 1 || hints.count < lineLimit ? room : room - 3)
        || (hints[hints.count - 1].isEmpty && hints.count < lineLimit) else {
        isCut = true
        break
      }
      hints[hints.count - 1].append(hint)
      used = candidate
    }
  }

  /// Line `index`: its hints two spaces apart, then `…` on the last line when some were cut, and
  /// the pinned ones on the first.
  func line(_ index: Int) -> Line {
    var parts = hints[index].map(\.spans)
    if isCut && index == hints.count - 1 { parts.append([Span("…", style: .dim)]) }
    if index == 0 { parts += pinned.map(\.spans) }
    return Line(spans: Array(parts.joined(separator: [Span("  ")])))
  }
}
