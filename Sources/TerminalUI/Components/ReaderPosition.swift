/// Where a reader is scrolled to (down and sideways) and what it searches for: the state a
/// `Reader` shows and its buttons move, kept by whoever shows it.
public struct ReaderPosition: Hashable, Sendable {
  /// The index of the first line shown.
  public var offset: Int
  /// The first column shown: lines wider than the page scroll sideways instead of wrapping.
  public var column: Int
  /// The text searched for; empty when there is no search.
  public var query = ""
  /// Whether the search field has the focus (after `/`, until Enter or Esc).
  public var isSearching = false
  /// The line of the match the last search went to; nil when it found nothing.
  public var currentMatch: Int?

  /// How far ← and → move sideways.
  public static let sidewaysStep = 8

  /// A position at the top left, searching for nothing.
  public init(offset: Int = 0, column: Int = 0) {
    self.offset = offset
    self.column = column
  }

  /// The indices of the lines that hold the query, ignoring case.
  private func matches(in text: [Line]) -> [Int] {
    guard !query.isEmpty else { return [] }
    return text.indices.filter { text[$0].plainText.localizedCaseInsensitiveContains(query) }
  }

  /// Searches `text` for `query` from the top line on, wrapping around; an empty query ends the
  /// search.
  public mutating func search(for query: String, in text: [Line], pageHeight: Int) {
    (self.query, currentMatch) = (query, nil)
    goToMatch(forward: true, in: text, pageHeight: pageHeight)
  }

  /// Goes to the match after the current one (`forward`; from the top line without one) or
  /// before it, wrapping around: its line becomes the top line (or shows on the last page).
  public mutating func goToMatch(forward: Bool, in text: [Line], pageHeight: Int) {
    let found = matches(in: text)
    currentMatch =
      forward
      ? found.first(where: { $0 > (currentMatch ?? offset - 1) }) ?? found.first
      : found.last(where: { $0 < (currentMatch ?? offset + 1) }) ?? found.last
    guard let currentMatch else { return }
    (offset, column) = (currentMatch, 0)
    clamp(lineCount: text.count, pageHeight: pageHeight)
  }

  /// What the status line says of the search: which match of how many, or that nothing
  /// matched; nil when there is no search.
  public func searchStatus(in text: [Line]) -> String? {
    guard !query.isEmpty else { return nil }
    guard let currentMatch else { return "/\(query): not found" }
    let found = matches(in: text)
    guard let index = found.firstIndex(of: currentMatch) else { return nil }
    return "/\(query): match \(index + 1) of \(found.count) (n next, N previous)"
  }

  /// Where a page of `pageHeight` rows stands in `lineCount` lines: `lines 3–22 of 140 (15%)`,
  /// with the column once scrolled sideways; `no text` for no lines.
  public func place(lineCount: Int, pageHeight: Int) -> String {
    guard lineCount > 0 else { return "no text" }
    var shown = self
    shown.clamp(lineCount: lineCount, pageHeight: pageHeight)
    let end = min(lineCount, shown.offset + pageHeight)
    let place = "lines \(shown.offset + 1)–\(end) of \(lineCount) (\(end * 100 / lineCount)%)"
    return column > 0 ? place + " · column \(column + 1)" : place
  }

  /// Keeps the offset within the text (after a resize, for instance).
  public mutating func clamp(lineCount: Int, pageHeight: Int) {
    offset = min(max(0, offset), max(0, lineCount - max(1, pageHeight)))
  }
}
