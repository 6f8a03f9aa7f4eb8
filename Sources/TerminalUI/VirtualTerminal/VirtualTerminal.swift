/// A terminal in memory, for tests: it has a size, understands the output a program writes
/// (text, cursor moves, erasing, styles, the alternate screen) and shows the screen back as plain
/// text lines. Tests drive an app on it with `press(_:)` and `type(_:)` and resize it with
/// `resize(columns:rows:)`; an app running on it receives those through `onKey` (or `onKeys`, for
/// typed text) and `onResize`.
@MainActor
public final class VirtualTerminal: TerminalDevice {
  /// The window's size.
  public private(set) var size: TerminalSize
  /// Whether the program switched to the alternate screen.
  public var isAlternateScreen: Bool { hiddenPrimary != nil }
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// Whether text at the right edge wraps onto the next row.
  public private(set) var wrapsLines = true
  /// How many bytes of output the terminal received in all.
  public private(set) var bytesReceived = 0
  /// Called with each key the test presses; an app running here sets it.
  public var onKey: (@MainActor (Key) -> Void)?
  /// Called with the keys of the text a test types, all at once, as a terminal app reads typed
  /// text in one batch of input and draws once after it; an app that does sets it. Without it,
  /// each key goes to `onKey`.
  public var onKeys: (@MainActor ([Key]) -> Void)?
  /// Called with the new size when the test resizes the window; an app running here sets it.
  public var onResize: (@MainActor (TerminalSize) -> Void)?

  /// The screen shown: the primary one, or the alternate one while the program uses it. Output
  /// changes it in place, a run of printable text in one call (`ScreenBuffer.print`).
  private var screen: ScreenBuffer
  /// The primary screen, kept as it was while the alternate one is shown.
  private var hiddenPrimary: ScreenBuffer?
  private var cursor = Position(row: 0, column: 0)
  private var savedCursor = Position(row: 0, column: 0)
  private var style = Style.plain
  /// The bytes of an unfinished sequence or character, waiting for the rest.
  private var pending: [UInt8] = []

  private typealias Position = ScreenBuffer.Position

  /// An empty terminal of the given size.
  public init(columns: Int = 80, rows: Int = 24) {
    size = TerminalSize(columns: columns, rows: rows)
    screen = ScreenBuffer(size: size)
  }

  /// The screen's rows as plain text, trailing spaces removed.
  public var lines: [String] {
    (0..<size.rows).map { screen.text(ofRow: $0) }
  }

  /// The screen as plain text: the rows joined by newlines, blank rows at the bottom left out.
  public var text: String {
    var rows = lines
    while rows.last?.isEmpty == true { rows.removeLast() }
    return rows.joined(separator: "\n")
  }

  /// The style of the cell at a row and column (both from 0).
  public func style(row: Int, column: Int) -> Style {
    screen.style(row: row, column: column)
  }

  /// Where `text` first appears on screen (row and column from 0, columns counted in cells),
  /// or nil.
  public func position(of text: String) -> (row: Int, column: Int)? {
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      return (row, line[line.startIndex..<range.lowerBound].displayWidth)
    }
    return nil
  }

  /// Receives output, as a terminal receives what a program writes.
  public func write(_ text: String) {
    feed(text.utf8)
  }

  /// Receives output bytes; a sequence split across calls is completed by the next call.
  public func feed(_ bytes: some Sequence<UInt8>) {
    var input = pending
    pending = []
    let countBefore = input.count
    input.append(contentsOf: bytes)
    bytesReceived += input.count - countBefore
    let used = input.withUnsafeBufferPointer { output in
      var index = 0
      while index < output.count {
        guard let consumed = interpret(output, from: index) else { break }
        index += consumed
      }
      return index
    }
    if used < input.count { pending = Array(input[used...]) }
  }

  /// Presses keys, in order, as a user would.
  public func press(_ keys: Key...) {
    for key in keys { onKey?(key) }
  }

  /// Types text: its characters' keys, in order, in one batch (`onKeys`) when the app takes
  /// batches, else one key at a time. A test that reads the screen between keys presses them.
  public func type(_ text: String) {
    let keys = text.map { Key.character($0) }
    if let onKeys {
      onKeys(keys)
    } else {
      for key in keys { onKey?(key) }
    }
  }

  /// Changes the window's size (what fits of the screen is kept) and tells the app.
  public func resize(columns: Int, rows: Int) {
    size = TerminalSize(columns: columns, rows: rows)
    screen.resize(to: size)
    hiddenPrimary?.resize(to: size)
    cursor = clamped(cursor)
    onResize?(size)
  }

  // MARK: - Interpreting output

  /// Acts on the sequence or text starting at `index` of `bytes` (the output not yet acted on,
  /// read through a pointer); the number of bytes used, or nil when the bytes there are an
  /// unfinished sequence.
  private func interpret(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    let byte = bytes[index]
    switch byte {
    case 0x1B: return interpretEscape(bytes, from: index)
    case 0x0D: cursor.column = 0
    case 0x0A: screen.lineFeed(&cursor)
    case 0x08: cursor.column = max(0, min(cursor.column, size.columns - 1) - 1)
    case 0x09: cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
    case 0x00..<0x20, 0x7F: break
    default: return interpretText(bytes, from: index)
    }
    return 1
  }

  private func interpretEscape(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    guard index + 1 < bytes.count else { return nil }
    switch bytes[index + 1] {
    case UInt8(ascii: "["): return interpretControlSequence(bytes, from: index)
    case UInt8(ascii: "]"):
      // An operating-system command (window title): skipped up to BEL or ESC \.
      var end = index + 2
      while end < bytes.count {
        if bytes[end] == 0x07 { return end - index + 1 }
        if bytes[end] == 0x1B {
          guard end + 1 < bytes.count else { return nil }
          return end - index + 2
        }
        end += 1
      }
      return nil
    case UInt8(ascii: "7"): savedCursor = cursor
    case UInt8(ascii: "8"): cursor = clamped(savedCursor)
    case UInt8(ascii: "c"):
      hiddenPrimary = nil
      screen = ScreenBuffer(size: size)
      cursor = Position(row: 0, column: 0)
      style = .plain
    case UInt8(ascii: "("), UInt8(ascii: ")"):
      return index + 2 < bytes.count ? 3 : nil
    default: break
    }
    return 2
  }

  private func interpretControlSequence(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    var end = index + 2
    while end < bytes.count, bytes[end] < 0x40 || bytes[end] > 0x7E { end += 1 }
    guard end < bytes.count else { return nil }
    let isPrivate = index + 2 < end && bytes[index + 2] == UInt8(ascii: "?")
    let numbers = Self.parameters(bytes, from: isPrivate ? index + 3 : index + 2, to: end)
    perform(final: bytes[end], numbers: numbers, isPrivate: isPrivate)
    return end - index + 1
  }

  /// A control sequence's parameters, the fields between `;`s: each field's number, or nil
  /// when it is left out or is not a number. Read from the bytes as `Int(_:)` reads a string (a
  /// sign, then digits), without making strings.
  private static func parameters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Int?] {
    var numbers: [Int?] = []
    var fieldStart = start
    var index = start
    while true {
      guard index == end || bytes[index] == UInt8(ascii: ";") else {
        index += 1
        continue
      }
      numbers.append(number(bytes, from: fieldStart, to: index))
      guard index < end else { return numbers }
      index += 1
      fieldStart = index
    }
  }

  /// The decimal number the bytes spell, with an optional sign; nil for anything else, or one
  /// too large for an `Int`.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    var index = start
    let isNegative = index < end && bytes[index] == UInt8(ascii: "-")
    if index < end, isNegative || bytes[index] == UInt8(ascii: "+") { index += 1 }
    guard index < end else { return nil }
    var value = 0
    while index < end {
      let byte = bytes[index]
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      let (tens, overflowed) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowedAgain) =
        isNegative ? tens.subtractingReportingOverflow(digit) : tens.addingReportingOverflow(digit)
      guard !overflowed, !overflowedAgain else { return nil }
      value = next
      index += 1
    }
    return value
  }

  private func perform(final: UInt8, numbers: [Int?], isPrivate: Bool) {
    func number(_ position: Int, default value: Int) -> Int {
      position < numbers.count ? (numbers[position] ?? value) : value
    }
    let count = max(1, number(0, default: 1))
    switch Character(Unicode.Scalar(final)) {
    case "H", "f":
      cursor = clamped(
        Position(row: number(0, default: 1) - 1, column: number(1, default: 1) - 1))
    case "A": cursor = clamped(Position(row: cursor.row - count, column: cursor.column))
    case "B": cursor = clamped(Position(row: cursor.row + count, column: cursor.column))
    case "C": cursor = clamped(Position(row: cursor.row, column: cursor.column + count))
    case "D": cursor = clamped(Position(row: cursor.row, column: cursor.column - count))
    case "E": cursor = clamped(Position(row: cursor.row + count, column: 0))
    case "F": cursor = clamped(Position(row: cursor.row - count, column: 0))
    case "G": cursor = clamped(Position(row: cursor.row, column: count - 1))
    case "d": cursor = clamped(Position(row: count - 1, column: cursor.column))
    case "J": eraseDisplay(mode: number(0, default: 0))
    case "K": eraseLine(mode: number(0, default: 0))
    case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
    case "h" where isPrivate: setModes(numbers, on: true)
    case "l" where isPrivate: setModes(numbers, on: false)
    default: break
    }
  }

  private func setModes(_ numbers: [Int?], on: Bool) {
    for mode in numbers {
      switch mode {
      case 25: isCursorVisible = on
      case 7: wrapsLines = on
      case 47, 1047, 1049:
        if on, hiddenPrimary == nil {
          savedCursor = cursor
          hiddenPrimary = screen
          screen = ScreenBuffer(size: size)
        } else if !on, let primary = hiddenPrimary {
          hiddenPrimary = nil
          screen = primary
          cursor = clamped(savedCursor)
        }
      default: break
      }
    }
  }

  private func eraseDisplay(mode: Int) {
    switch mode {
    case 0:
      screen.erase(row: cursor.row, from: cursor.column, to: size.columns)
      for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) {
        screen.erase(row: row, from: 0, to: size.columns)
      }
    case 1:
      for row in 0..<cursor.row { screen.erase(row: row, from: 0, to: size.columns) }
      screen.erase(row: cursor.row, from: 0, to: cursor.column + 1)
    default: screen.eraseAll()
    }
  }

  private func eraseLine(mode: Int) {
    switch mode {
    case 0: screen.erase(row: cursor.row, from: cursor.column, to: size.columns)
    case 1: screen.erase(row: cursor.row, from: 0, to: cursor.column + 1)
    default: screen.erase(row: cursor.row, from: 0, to: size.columns)
    }
  }

  private func selectGraphicRendition(_ codes: [Int]) {
    var index = 0
    let codes = codes.isEmpty ? [0] : codes
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.isBold = true
      case 2: style.isDim = true
      case 3: style.isItalic = true
      case 4: style.isUnderlined = true
      case 7: style.isReversed = true
      case 22:
        style.isBold = false
        style.isDim = false
      case 23: style.isItalic = false
      case 24: style.isUnderlined = false
      case 27: style.isReversed = false
      case 30...37: style.foreground = .standard(code - 30)
      case 39: style.foreground = nil
      case 40...47: style.background = .standard(code - 40)
      case 49: style.background = nil
      case 90...97: style.foreground = .standard(code - 90 + 8)
      case 100...107: style.background = .standard(code - 100 + 8)
      case 38, 48:
        let color: Color?
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = .palette(UInt8(clamping: codes[index + 2]))
          index += 2
        } else {
          color = nil
          index += index + 1 < codes.count && codes[index + 1] == 2 ? 4 : 0
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
      index += 1
    }
  }

  /// Puts a run of printable text on screen, all of it in one call to the screen (the cursor,
  /// the style and the screen are read once, not for every character); waits when the run ends
  /// inside a UTF-8 character.
  private func interpretText(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    guard let first = bytes.baseAddress else { return nil }
    var end = index
    while end < bytes.count {
      let byte = (first + end).pointee
      guard byte >= 0x20, byte != 0x7F, byte != 0x1B else { break }
      end += 1
    }
    let complete = Self.completeUTF8Prefix(UnsafeBufferPointer(start: first + index, count: end - index))
    guard complete > 0 else { return end == bytes.count ? nil : end - index }
    screen.print(
      UnsafeBufferPointer(start: first + index, count: complete), at: &cursor, style: style,
      wrapsLines: wrapsLines)
    return complete
  }

  /// The length of the longest prefix that does not end inside a UTF-8 character.
  private static func completeUTF8Prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = bytes.count
    var continuation = 0
    while index > 0, continuation < 4 {
      let byte = bytes[index - 1]
      if byte & 0xC0 == 0x80 {
        continuation += 1
        index -= 1
        continue
      }
      let expected = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : byte >= 0xC0 ? 1 : 0
      return continuation >= expected ? bytes.count : index - 1
    }
    return bytes.count
  }

  private func clamped(_ position: Position) -> Position {
    Position(
      row: min(max(0, position.row), max(0, size.rows - 1)),
      column: min(max(0, position.column), max(0, size.columns - 1)))
  }
}
