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
    // Which hints go on which line is worked out on widths alone; each line is built once.
    var rows: [[Line]] = [[]]
    var used = 0
    var room = right.isEmpty ? width : width - right.width - 2
    var isCut = false
    for (index, hint) in hints.enumerated() {
      let line = hint.line
      let isLastRow = rows.count >= maximumLines
      let isLastHint = index == hints.count - 1
      let candidate = (rows[rows.count - 1].isEmpty ? 0 : used + 2) + line.width
      if candidate <= (isLastHint || !isLastRow ? room : room - 3) {
        rows[rows.count - 1].append(line)
        used = candidate
        continue
      }
      if !isLastRow {
        rows.append([])
        (room, used) = (width, 0)
        if line.width <= (isLastHint ? room : room - 3) {
          rows[rows.count - 1].append(line)
          used = line.width
          continue
        }
      }
      isCut = true
      break
    }
    var lines = rows.map { Footer.join($0) }
    if isCut { lines[lines.count - 1].append(rows[rows.count - 1].isEmpty ? "…" : "  …", style: .dim) }
    if !right.isEmpty { lines[0] = lines[0].isEmpty ? right : lines[0] + "  " + right }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// The lines side by side, two spaces apart.
  private static func join(_ lines: [Line]) -> Line {
    lines.enumerated().reduce(into: Line.empty) { joined, item in
      if item.offset > 0 { joined.append("  ", style: .plain) }
      joined.append(item.element)
    }
  }

  private static func join(_ hints: [KeyHint]) -> Line {
    join(hints.map(\.line))
  }
}
