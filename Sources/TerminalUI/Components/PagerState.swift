/// Where a pager is scrolled to (down and sideways), and what it searches for, with the usual
/// keys of a reader: scrolling, `/` to search, `n` and `N` for the next and previous match.
public struct PagerState: Hashable, Sendable {
  /// The index of the first line shown.
  public var offset: Int
  /// The first column shown: lines wider than the window (a diagram, a long code line) scroll
  /// sideways with ← and → instead of wrapping.
  public var column: Int
  /// The text searched for; empty when there is no search.
  public var query: String
  /// Whether the learner is typing the query (after `/`, until Enter or Esc).
  public var isTypingQuery: Bool
  /// Whether the last search found nothing, for the status line.
  public var notFound: Bool
  /// The line of the match the last search went to.
  public var currentMatch: Int?

  /// How far ← and → move sideways.
  public static let sidewaysStep = 8

  /// A pager at the top left, searching for nothing.
  public init(offset: Int = 0, column: Int = 0) {
    self.offset = offset
    self.column = column
    self.query = ""
    self.isTypingQuery = false
    self.notFound = false
    self.currentMatch = nil
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

  /// Handles a reader's key over `text` shown `width` columns wide: while a query is typed,
  /// characters, Backspace, Enter (search) and Esc (cancel); otherwise `/` starts a query, `n`
  /// and `N` go to the next and previous match, ← → scroll sideways when a line is wider than
  /// the window (← at the left edge is left to the caller), and the
  /// scrolling keys scroll. Returns false for keys it does not take (Esc
  /// and q, which close the reader, among them).
  public mutating func handle(_ key: Key, text: [Line], pageHeight: Int, width: Int) -> Bool {
    if isTypingQuery {
      switch key {
      case .character(let character): query.append(character)
      case .space: query.append(" ")
      case .backspace: if query.isEmpty { isTypingQuery = false } else { query.removeLast() }
      case .escape:
        isTypingQuery = false
        query = ""
      case .enter:
        search(for: query, in: text, pageHeight: pageHeight)
      default: break
      }
      return true
    }
    switch key {
    case .character("/"):
      isTypingQuery = true
      query = ""
      notFound = false
      currentMatch = nil
      return true
    case .character("n") where !query.isEmpty:
      goToMatch(forward: true, in: text, pageHeight: pageHeight)
      return true
    case .character("N") where !query.isEmpty:
      goToMatch(forward: false, in: text, pageHeight: pageHeight)
      return true
    case .left, .right:
      let widest = text.map(\.width).max() ?? 0
      guard widest > width, key == .right || column > 0 else { return false }
      self = scrolledSideways(by: key == .right ? PagerState.sidewaysStep : -PagerState.sidewaysStep, in: text, width: width)
      return true
    default:
      return handle(key, lineCount: text.count, pageHeight: pageHeight)
    }
  }

  /// The indices of the lines that hold the query, ignoring case.
  public func matches(in text: [Line]) -> [Int] {
    guard !query.isEmpty else { return [] }
    return text.indices.filter { text[$0].plainText.localizedCaseInsensitiveContains(query) }
  }

  /// Searches `text` for `query`: goes to the first match at or after the top line (wrapping
  /// around), or notes that nothing matched; an empty query ends the search.
  public mutating func search(for query: String, in text: [Line], pageHeight: Int) {
    self.query = query
    isTypingQuery = false
    guard !query.isEmpty else {
      notFound = false
      currentMatch = nil
      return
    }
    findMatch(in: text, from: offset, forward: true, pageHeight: pageHeight)
  }

  /// Goes to the next match of the search after the current one (`forward`), or the previous
  /// one, wrapping around the text.
  public mutating func goToMatch(forward: Bool, in text: [Line], pageHeight: Int) {
    let start = forward ? (currentMatch ?? offset - 1) + 1 : (currentMatch ?? offset + 1) - 1
    findMatch(in: text, from: start, forward: forward, pageHeight: pageHeight)
  }

  /// Goes to the first match at or after `start` (or at or before it, backwards), wrapping
  /// around the text: its line becomes the top line (or shows on the last page).
  private mutating func findMatch(in text: [Line], from start: Int, forward: Bool, pageHeight: Int) {
    let found = matches(in: text)
    notFound = found.isEmpty
    guard !found.isEmpty else {
      currentMatch = nil
      return
    }
    let next =
      forward
      ? found.first { $0 >= start } ?? found[0]
      : found.last { $0 <= start } ?? found[found.count - 1]
    currentMatch = next
    offset = next
    column = 0
    clamp(lineCount: text.count, pageHeight: pageHeight)
  }

  /// What the status line says of the search: the query being typed, which match of how many,
  /// or that nothing matched; nil when there is no search.
  public func searchStatus(in text: [Line]) -> String? {
    if isTypingQuery { return "/" + query + "▏ (Enter searches, Esc cancels)" }
    guard !query.isEmpty else { return nil }
    if notFound { return "/\(query): not found" }
    let found = matches(in: text)
    guard let currentMatch, let index = found.firstIndex(of: currentMatch) else { return nil }
    return "/\(query): match \(index + 1) of \(found.count) (n next, N previous)"
  }

  /// This position scrolled to `line`, kept within `lineCount` lines shown `pageHeight` at a time.
  public func scrolled(to line: Int, lineCount: Int, pageHeight: Int) -> PagerState {
    var moved = self
    moved.offset = line
    moved.clamp(lineCount: lineCount, pageHeight: pageHeight)
    return moved
  }

  /// This position scrolled sideways by `step` columns, within the widest line of `text` shown
  /// `width` columns wide.
  public func scrolledSideways(by step: Int, in text: [Line], width: Int) -> PagerState {
    var moved = self
    moved.column = min(max(0, column + step), max(0, (text.map(\.width).max() ?? 0) - width))
    return moved
  }

  /// Where a page of `pageHeight` rows stands in `lineCount` lines, as a status line says it:
  /// `lines 3–22 of 140 (15%)`, with the column once scrolled sideways; `empty` for no lines.
  public func place(lineCount: Int, pageHeight: Int, empty: String) -> String {
    guard lineCount > 0 else { return empty }
    let shown = scrolled(to: offset, lineCount: lineCount, pageHeight: pageHeight)
    let end = min(lineCount, shown.offset + pageHeight)
    let percent = lineCount <= pageHeight ? 100 : end * 100 / lineCount
    let place = "lines \(shown.offset + 1)–\(end) of \(lineCount) (\(percent)%)"
    return column > 0 ? place + " · column \(column + 1)" : place
  }

  /// Keeps the offset within the text (after a resize, for instance).
  public mutating func clamp(lineCount: Int, pageHeight: Int) {
    offset = min(max(0, offset), max(0, lineCount - max(1, pageHeight)))
  }
}
