/// The line at the bottom of an app listing the keys that work now.
public struct Footer {
  /// The hints, in the order shown.
  public var hints: [KeyHint]

  /// A footer with the given hints.
  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  /// The footer on one line `width` columns wide; hints that do not fit are dropped from the end
  /// and replaced by `…`.
  public func lines(width: Int) -> [Line] {
    var line = Line.empty
    for (index, hint) in hints.enumerated() {
      let candidate = (index == 0 ? line : line + "  ") + hint.line
      let isLast = index == hints.count - 1
      if candidate.width > (isLast ? width : width - 3) {
        line.append(line.isEmpty ? "…" : "  …", style: .dim)
        return [line.truncated(toWidth: width)]
      }
      line = candidate
    }
    return [line]
  }
}
