/// The lines at the bottom of an app listing the keys that work now: one line when they fit,
/// else a second one, so the view's own keys (listed first) are never the ones hidden.
public struct Footer {
  /// The hints, in the order shown; when two lines cannot hold them all, the last ones give way
  /// to `…`.
  public var hints: [KeyHint]
  /// Hints always shown at the right end of the first line, however narrow the window (e.g.
  /// `? help  q quit`).
  public var pinned: [KeyHint]

  /// The most lines an app's footer takes in a window `rows` tall: two from
  /// `tallEnoughForTwoLines` rows on, so the view's own keys (listed first) are not the ones
  /// `…` hides; one below, which keeps a short window's rows for the view.
  public static func lineLimit(windowRows rows: Int) -> Int {
    rows >= tallEnoughForTwoLines ? 2 : 1
  }

  /// The fewest rows of a window whose footer may take two lines.
  public static let tallEnoughForTwoLines = 20

  /// A footer with the given hints, and pinned ones that never give way.
  public init(hints: [KeyHint], pinned: [KeyHint] = []) {
    self.hints = hints
    self.pinned = pinned
  }

  /// The footer `width` columns wide in at most `maximumLines` lines: the hints that fit on the
  /// first line beside the pinned ones, the rest on the next lines, the last of which ends in
  /// `…` when they cannot hold them all.
  public func lines(width: Int, maximumLines: Int = 1) -> [Line] {
    let right = Footer.join(pinned)
    var rows: [Line] = []
    var left = Line.empty
    var room = right.isEmpty ? width : width - right.width - 2
    for (index, hint) in hints.enumerated() {
      let candidate = (left.isEmpty ? left : left + "  ") + hint.line
      let isLastRow = rows.count >= maximumLines - 1
      let isLastHint = index == hints.count - 1
      if candidate.width <= (isLastHint || !isLastRow ? room : room - 3) {
        left = candidate
        continue
      }
      if !isLastRow, !left.isEmpty || rows.isEmpty {
        rows.append(left)
        left = hint.line
        room = width
        if left.width <= (isLastHint ? room : room - 3) { continue }
        left = .empty
      }
      left.append(left.isEmpty ? "…" : "  …", style: .dim)
      break
    }
    rows.append(left)
    if !right.isEmpty { rows[0] = rows[0].isEmpty ? right : rows[0] + "  " + right }
    return rows.map { $0.truncated(toWidth: width) }
  }

  private static func join(_ hints: [KeyHint]) -> Line {
    hints.enumerated().reduce(Line.empty) { line, item in
      (item.offset == 0 ? line : line + "  ") + item.element.line
    }
  }
}
