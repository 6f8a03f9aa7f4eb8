/// The grid of cells of a virtual terminal's screen, with the operations escape sequences ask for.
struct ScreenBuffer {
  /// One character cell: its text (empty for the right half of a wide character) and style.
  struct Cell: Equatable {
    var text: String
    var style: Style
    static let blank = Cell(text: " ", style: .plain)

    /// Whether the cell shows nothing: a space, or the right half of a wide character.
    var isBlankText: Bool { text == " " || text.isEmpty }

    /// The text of each ASCII character, by its code: a cell's text without making a string.
    static let asciiTexts: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
  }

  /// A place on the screen: its row and column, both from 0.
  struct Position {
    var row: Int
    var column: Int
  }

  private(set) var size: TerminalSize
  private(set) var cells: [[Cell]]

  init(size: TerminalSize) {
    self.size = size
    cells = Array(
      repeating: Array(repeating: .blank, count: size.columns), count: size.rows)
  }

  /// The row's text with trailing spaces removed.
  ///
  /// The cells are read through a pointer and the blank cells at the end are left out without
  /// comparing characters (tests read the screen after nearly every key, in debug builds): after
  /// an ASCII character, a space always starts a character of its own. After any other, a
  /// space might join it, and the blank cells are added and removed a character at a time.
  func text(ofRow row: Int) -> String {
    guard cells.indices.contains(row) else { return "" }
    return cells[row].withUnsafeBufferPointer { rowCells in
      guard let first = rowCells.baseAddress else { return "" }
      var lastFilled = rowCells.count - 1
      while lastFilled >= 0, (first + lastFilled).pointee.isBlankText { lastFilled -= 1 }
      var text = ""
      var column = 0
      while column <= lastFilled {
        text += (first + column).pointee.text
        column += 1
      }
      guard lastFilled < rowCells.count - 1, let last = text.unicodeScalars.last, !last.isASCII else {
        return text
      }
      while column < rowCells.count {
        text += (first + column).pointee.text
        column += 1
      }
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  func style(row: Int, column: Int) -> Style {
    guard cells.indices.contains(row), cells[row].indices.contains(column) else { return .plain }
    return cells[row][column].style
  }

  /// Prints text at `cursor` in `style`, as a terminal prints what a program writes: each
  /// character in the cell (two for a wide one) at the cursor, which moves past it; at the right
  /// edge the text wraps onto the next row (scrolling up at the bottom) when `wrapsLines`, and
  /// otherwise overwrites the last column. `bytes` is complete UTF-8 without control characters.
  ///
  /// Between two ASCII bytes a character always ends (no mark can join them), so the text is cut
  /// there: a stretch of ASCII is written a row at a time, one column a byte, and only the rest is
  /// read as characters (with the ASCII byte before it, which a mark may join).
  mutating func print(
    _ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Position, style: Style, wrapsLines: Bool
  ) {
    guard let first = bytes.baseAddress else { return }
    let end = bytes.count
    var index = 0
    while index < end {
      var nonASCII = index
      while nonASCII < end, (first + nonASCII).pointee < 0x80 { nonASCII += 1 }
      let asciiEnd = nonASCII == end ? end : max(index, nonASCII - 1)
      if asciiEnd > index {
        printASCII(first + index, count: asciiEnd - index, at: &cursor, style: style, wrapsLines: wrapsLines)
      }
      guard asciiEnd < end else { return }
      var charactersEnd = asciiEnd + 1
      while charactersEnd < end,
        (first + charactersEnd - 1).pointee >= 0x80 || (first + charactersEnd).pointee >= 0x80
      {
        charactersEnd += 1
      }
      let text = String(
        decoding: UnsafeBufferPointer(start: first + asciiEnd, count: charactersEnd - asciiEnd), as: UTF8.self)
      // A character repeated (a rule of `─`) is measured once.
      var measured: Character?
      var width = 0
      for character in text {
        if character != measured {
          measured = character
          width = character.displayWidth
        }
        print(character, width: width, at: &cursor, style: style, wrapsLines: wrapsLines)
      }
      index = charactersEnd
    }
  }

  /// Moves the cursor down a row, scrolling up when it is on the last one.
  mutating func lineFeed(_ cursor: inout Position) {
    if cursor.row + 1 >= size.rows {
      scrollUp()
    } else {
      cursor.row += 1
    }
  }

  /// Prints one character, `width` columns wide, at the cursor (see
  /// `print(_:at:style:wrapsLines:)`); a zero-width one joins the character before the cursor.
  private mutating func print(
    _ character: Character, width: Int, at cursor: inout Position, style: Style, wrapsLines: Bool
  ) {
    guard width > 0 else {
      attach(character, row: cursor.row, beforeColumn: cursor.column)
      return
    }
    moveToFit(width: width, cursor: &cursor, wrapsLines: wrapsLines)
    put(character, width: width, style: style, row: cursor.row, column: cursor.column)
    cursor.column = min(size.columns, cursor.column + width)
  }

  /// Prints `count` ASCII bytes (printable, one column each) at the cursor, the stretch that fits
  /// on the cursor's row at a time: the cells are written through a pointer.
  private mutating func printASCII(
    _ bytes: UnsafePointer<UInt8>, count: Int, at cursor: inout Position, style: Style, wrapsLines: Bool
  ) {
    var index = 0
    while index < count {
      moveToFit(width: 1, cursor: &cursor, wrapsLines: wrapsLines)
      let stretch = max(1, min(count - index, size.columns - cursor.column))
      let row = cursor.row
      let column = cursor.column
      if cells.indices.contains(row), column + stretch <= size.columns {
        clearWideHalves(row: row, column: column, width: stretch)
        Cell.asciiTexts.withUnsafeBufferPointer { texts in
          cells[row].withUnsafeMutableBufferPointer { rowCells in
            guard let textOf = texts.baseAddress, let cells = rowCells.baseAddress else { return }
            var cell = Cell(text: "", style: style)
            var offset = 0
            while offset < stretch {
              cell.text = (textOf + Int((bytes + index + offset).pointee)).pointee
              (cells + column + offset).pointee = cell
              offset += 1
            }
          }
        }
      }
      cursor.column = min(size.columns, column + stretch)
      index += stretch
    }
  }

  /// Makes room for a character `width` columns wide at the cursor: past the right edge, wraps
  /// to the next row's start or, without line wrap, steps back to fit in the last columns.
  private mutating func moveToFit(width: Int, cursor: inout Position, wrapsLines: Bool) {
    guard cursor.column + width > size.columns else { return }
    if wrapsLines {
      cursor.column = 0
      lineFeed(&cursor)
    } else {
      cursor.column = max(0, size.columns - width)
    }
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
