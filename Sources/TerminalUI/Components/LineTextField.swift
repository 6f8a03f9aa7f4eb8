/// A single-line text field for forms: `Name  [Ada Lovelace    ]`, with a cursor when focused.
public struct LineTextField {
  /// The label in front of the field.
  public var label: String
  /// The text and cursor.
  public var state: TextFieldState
  /// Whether the field has the keyboard focus (shows the cursor).
  public var isFocused: Bool
  /// The dim text shown while the field is empty.
  public var placeholder: String

  /// A labelled field.
  public init(label: String, state: TextFieldState, isFocused: Bool, placeholder: String = "") {
    self.label = label
    self.state = state
    self.isFocused = isFocused
    self.placeholder = placeholder
  }

  /// The field on one line `width` columns wide. The cursor is the reverse-video cell; text
  /// longer than the field scrolls so the cursor stays visible, with `…` where text is hidden.
  public func line(width: Int) -> Line {
    let labelLine = Line(label.isEmpty ? "" : label + "  ", style: isFocused ? .bold : .plain)
      .truncated(toWidth: max(0, width - 3))
    let fieldWidth = max(1, width - labelLine.width - 2)
    let open = Line(isFocused ? "[" : " ", style: .bold)
    let close = Line(isFocused ? "]" : " ", style: .bold)
    return labelLine + open + content(width: fieldWidth) + close
  }

  private func content(width: Int) -> Line {
    let characters = Array(state.text)
    let cursor = min(max(0, state.cursor), characters.count)
    if characters.isEmpty && !placeholder.isEmpty && !isFocused {
      return Line(placeholder, style: .dim).padded(toWidth: width)
    }
    // The window of characters shown: ends at the cursor when the cursor would be off the right.
    var start = 0
    let cursorColumn = String(characters[0..<cursor]).displayWidth
    if cursorColumn >= width { start = cursor - visibleCount(before: cursor, width: width - 1) }
    var line = Line.empty
    if start > 0 { line.append("…", style: .dim) }
    for index in start..<characters.count {
      let isCursor = isFocused && index == cursor
      line.append(String(characters[index]), style: isCursor ? .reverse : .plain)
    }
    if isFocused && cursor == characters.count { line.append(" ", style: .reverse) }
    return line.clipped(toWidth: width).padded(toWidth: width)
  }

  /// How many characters before `end` fit in `width` columns.
  private func visibleCount(before end: Int, width: Int) -> Int {
    let characters = Array(state.text)
    var used = 1  // the ellipsis
    var count = 0
    while count < end {
      let next = characters[end - count - 1].displayWidth
      if used + next > width { break }
      used += next
      count += 1
    }
    return count
  }
}
