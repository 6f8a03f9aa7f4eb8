/// The keys that work now, at the bottom of an app: on one line when they fit, else on as many
/// lines as the footer is given, the view's own keys (listed first) never the ones hidden. The
/// pinned hints (`? help  q quit`) end its first line however narrow the window; a footer that
/// needs fewer lines than it is given leaves the top ones blank, so the view above does not
/// grow and shrink as the keys of the moment change.
public struct Footer: View, PrimitiveView {
  public typealias Body = Never
  /// The hints, in the order shown; when the lines cannot hold them all, the last ones give way
  /// to `…`.
  public var hints: [KeyHint]
  /// Hints always shown at the end of the first line, however narrow the window.
  public var pinned: [KeyHint]
  /// Where the app keeps the lines of its last frame's footer; nil lays them out every time.
  var drawnLines: FooterLines?

  /// The most lines an app's footer takes in a window `rows` tall: two from
  /// `tallEnoughForTwoLines` rows on, so the view's own keys (listed first) are not the ones
  /// `…` hides; one below, which keeps a short window's rows for the view.
  public nonisolated static func lineLimit(windowRows rows: Int) -> Int {
    rows >= tallEnoughForTwoLines ? 2 : 1
  }

  /// The fewest rows of a window whose footer may take two lines.
  public nonisolated static let tallEnoughForTwoLines = 20

  /// A footer with the given hints, and pinned ones that never give way.
  public init(hints: [KeyHint], pinned: [KeyHint] = []) {
    self.hints = hints
    self.pinned = pinned
  }

  // The footer takes the size it is given, as a `GeometryReader` does; its lines are laid out
  // once, for that size (and drawn then, kept in `drawnLines`, when the app keeps them).
  func nodes(in context: ResolveContext) -> [ViewNode] {
    let content: @MainActor (Int, Int) -> [ViewNode] = { columns, rows in
      let nodes = { resolve(lines(width: columns, lineLimit: max(1, rows)), in: context.child("footer")) }
      guard let drawnLines else { return nodes() }
      return [
        .lines(
          drawnLines.lines(hints: hints, pinned: pinned, columns: columns, rows: rows) {
            ViewLayout(focus: nil, tick: 0).lines(nodes(), width: columns, height: rows)
          })
      ]
    }
    return [.sized(SizedContent(nodes: content, unsized: []))]
  }

  /// The footer's lines in `width` columns and at most `lineLimit` rows, the top ones blank
  /// when fewer are needed: each line one text of its hints, two spaces apart.
  private func lines(width: Int, lineLimit: Int) -> some View {
    let rows = FooterRows(hints: hints, pinned: pinned, width: width, lineLimit: lineLimit)
    return VStack(alignment: .leading, spacing: 0) {
      Spacer()
      ForEach(rows.hints.indices, id: \.self) { index in
        var parts = rows.hints[index].map(\.text)
        if rows.isCut && index == rows.hints.count - 1 { parts.append(Text("…").font(.caption)) }
        if index == 0 { parts += pinned.map(\.text) }
        return parts.dropFirst().reduce(parts.first ?? Text("")) { $0 + Text("  ") + $1 }.lineLimit(1)
      }
    }
  }
}

/// Which hints go on which line of a footer, worked out on their widths: those that fit on the
/// first line beside the pinned ones, the rest on the next lines, the last of which keeps room
/// for `…` when they cannot hold them all.
private struct FooterRows {
  /// The hints of each line, the first line's before the pinned ones.
  var hints: [[KeyHint]] = [[]]
  /// Whether some hints did not fit (the last line ends in `…`).
  var isCut = false

  init(hints all: [KeyHint], pinned: [KeyHint], width: Int, lineLimit: Int) {
    let pinnedWidth = pinned.reduce(0) { $0 + $1.width } + 2 * max(0, pinned.count - 1)
    var used = 0
    var room = pinned.isEmpty ? width : width - pinnedWidth - 2
    for (index, hint) in all.enumerated() {
      let isLastRow = hints.count >= lineLimit
      let isLastHint = index == all.count - 1
      let candidate = (hints[hints.count - 1].isEmpty ? 0 : used + 2) + hint.width
      if candidate <= (isLastHint || !isLastRow ? room : room - 3) {
        hints[hints.count - 1].append(hint)
        used = candidate
        continue
      }
      if !isLastRow {
        hints.append([])
        (room, used) = (width, 0)
        if hint.width <= (isLastHint ? room : room - 3) {
          hints[hints.count - 1].append(hint)
          used = hint.width
          continue
        }
      }
      isCut = true
      break
    }
  }
}
