/// Where a pager is scrolled to, with the usual scrolling keys.
public struct PagerState: Hashable, Sendable {
  /// The index of the first line shown.
  public var offset: Int

  /// A pager at the top.
  public init(offset: Int = 0) {
    self.offset = offset
  }

  /// Scrolls for a key: ↑ ↓ (also k j) by a line, PgUp PgDn (also Space, b) by a page, Home End
  /// (also g G) to the ends. Returns false for keys that do not scroll.
  public mutating func handle(_ key: Key, lineCount: Int, pageHeight: Int) -> Bool {
    let page = max(1, pageHeight - 1)
    switch key {
    case .up, .character("k"): offset -= 1
    case .down, .character("j"), .enter: offset += 1
    case .pageUp, .character("b"): offset -= page
    case .pageDown, .space: offset += page
    case .home, .character("g"): offset = 0
    case .end, .character("G"): offset = lineCount
    default: return false
    }
    clamp(lineCount: lineCount, pageHeight: pageHeight)
    return true
  }

  /// Keeps the offset within the text (after a resize, for instance).
  public mutating func clamp(lineCount: Int, pageHeight: Int) {
    offset = min(max(0, offset), max(0, lineCount - max(1, pageHeight)))
  }
}
