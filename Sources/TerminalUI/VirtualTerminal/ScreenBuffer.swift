/// The grid of cells of a virtual terminal's screen, with the operations escape sequences ask for.
struct ScreenBuffer {
  /// One character cell: its text (empty for the right half of a wide character) and style.
  struct Cell: Equatable {
    var text: String
    var style: Style
    static let blank = Cell(text: " ", style: .plain)
  }

  private(set) var size: TerminalSize
  private(set) var cells: [[Cell]]

  init(size: TerminalSize) {
    self.size = size
    cells = Array(
      repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
  }

  /// The row's text with trailing spaces removed.
  func text(ofRow row: Int) -> String {
    guard cells.indices.contains(row) else { return "" }
    var text = ""
    for cell in cells[row] { text += cell.text }
    while text.last == " " { text.removeLast() }
    return text
  }

  func style(row: Int, column: Int) -> Style {
    guard cells.indices.contains(row), cells[row].indices.contains(column) else { return .plain }
    return cells[row][column].style
  }

  /// Puts a character at a position; a wide character takes this cell and the next.
  mutating func put(_ character: Character, width: Int, style: Style, row: Int, column: Int) {
    guard cells.indices.contains(row), column >= 0, column + width <= size.columns else { return }
    clearWideHalves(row: row, column: column, width: width)
    cells[row][column] = Cell(text: String(character), style: style)
    if width == 2 { cells[row][column + 1] = Cell(text: "", style: style) }
  }

  /// Adds a zero-width character (a combining mark) to the character before a position.
  mutating func attach(_ character: Character, row: Int, beforeColumn column: Int) {
    guard cells.indices.contains(row) else { return }
    var index = min(column, size.columns) - 1
    while index > 0 && cells[row][index].text.isEmpty { index -= 1 }
    guard index >= 0 else { return }
    cells[row][index].text.append(character)
  }

  /// Blanks the cells of a row from `start` up to, not including, `end`.
  mutating func erase(row: Int, from start: Int, to end: Int) {
    guard cells.indices.contains(row) else { return }
    let lower = max(0, start)
    let upper = min(size.columns, end)
    guard lower < upper else { return }
    clearWideHalves(row: row, column: lower, width: upper - lower)
    for column in lower..<upper { cells[row][column] = .blank }
  }

  /// Blanks everything.
  mutating func eraseAll() {
    for row in 0..<size.rows { erase(row: row, from: 0, to: size.columns) }
  }

  /// Moves every row up by one, a blank row entering at the bottom.
  mutating func scrollUp() {
    guard !cells.isEmpty else { return }
    cells.removeFirst()
    cells.append(Array(repeating: .blank, count: size.columns))
  }

  /// Changes the size, keeping what fits (as terminals do on a resize).
  mutating func resize(to newSize: TerminalSize) {
    var resized = ScreenBuffer(size: newSize)
    for row in 0..<min(size.rows, newSize.rows) {
      for column in 0..<min(size.columns, newSize.columns) {
        resized.cells[row][column] = cells[row][column]
      }
      if newSize.columns < size.columns, newSize.columns > 0,
        cells[row][newSize.columns].text.isEmpty
      {
        resized.cells[row][newSize.columns - 1] = .blank  // a wide character cut in half
      }
    }
    self = resized
  }

  /// When writing over half of a wide character, blanks its other half.
  private mutating func clearWideHalves(row: Int, column: Int, width: Int) {
    if column > 0, cells[row][column].text.isEmpty {
      cells[row][column - 1] = .blank
    }
    let after = column + width
    if after < size.columns, cells[row][after].text.isEmpty {
      cells[row][after] = .blank
    }
  }
}
