/// The line at the bottom of an app listing the keys that work now.
public struct Footer {
  /// The hints, in the order shown; when they do not all fit, the last ones give way to `…`.
  public var hints: [KeyHint]
  /// Hints always shown at the right end, however narrow the window (e.g. `? help  q quit`).
  public var pinned: [KeyHint]

  /// A footer with the given hints, and pinned ones that never give way.
  public init(hints: [KeyHint], pinned: [KeyHint] = []) {
    self.hints = hints
    self.pinned = pinned
  }

  /// The footer on one line `width` columns wide.
  public func lines(width: Int) -> [Line] {
    let right = Footer.join(pinned)
    let room = right.isEmpty ? width : width - right.width - 2
    var left = Line.empty
    for (index, hint) in hints.enumerated() {
      let candidate = (index == 0 ? left : left + "  ") + hint.line
      let isLast = index == hints.count - 1
      if candidate.width > (isLast ? room : room - 3) {
        left.append(left.isEmpty ? "…" : "  …", style: .dim)
        break
      }
      left = candidate
    }
    guard !right.isEmpty else { return [left.truncated(toWidth: width)] }
    let line = left.isEmpty ? right : left + "  " + right
    return [line.truncated(toWidth: width)]
  }

  private static func join(_ hints: [KeyHint]) -> Line {
    hints.enumerated().reduce(Line.empty) { line, item in
      (item.offset == 0 ? line : line + "  ") + item.element.line
    }
  }
}
