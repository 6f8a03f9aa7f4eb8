/// Turns frames (arrays of lines) into terminal output, rewriting only the rows that changed
/// since the previous frame, so the screen never flickers.
///
/// Each frame is clipped to the window. When the window is smaller than the frame needs, a
/// clear "window too small" message is drawn instead.
public struct Renderer: Sendable {
  /// Whether styles are written as escape sequences or left out.
  public var styleSupport: StyleSupport
  private var previousRows: [String] = []
  /// The lines the previous rows were encoded from: a line equal to the one before is not
  /// encoded again (most rows of a frame are the rows of the last).
  private var previousLines: [Line] = []
  private var previousSize: TerminalSize?
  private var needsClear = false

  /// A renderer with nothing on screen yet.
  public init(styleSupport: StyleSupport) {
    self.styleSupport = styleSupport
  }

  /// The output that turns the previous frame into this one: for each changed row, a cursor move,
  /// the row's text and a clear to the end of the row. Empty when nothing changed.
  public mutating func render(
    _ lines: [Line], size: TerminalSize, minimumSize: TerminalSize = .zero
  ) -> String {
    let visible = size.fits(minimumSize) ? lines : WindowTooSmall.lines(need: minimumSize, have: size)
    let redrawAll = previousSize != size
    var lines: [Line] = []
    var rows: [String] = []
    lines.reserveCapacity(size.rows)
    rows.reserveCapacity(size.rows)
    var output = ""
    for index in 0..<size.rows {
      let line = index < visible.count ? visible[index].clipped(toWidth: size.columns) : Line.empty
      let isUnchanged = !redrawAll && index < previousLines.count && previousLines[index] == line
      let row = isUnchanged ? previousRows[index] : encode(line)
      if redrawAll || index >= previousRows.count || previousRows[index] != row {
        output += ControlSequence.moveCursor(row: index + 1, column: 1) + row
        if line.width < size.columns { output += ControlSequence.clearToEndOfLine }
      }
      lines.append(line)
      rows.append(row)
    }
    previousLines = lines
    previousRows = rows
    previousSize = size
    if needsClear { output = ControlSequence.clearScreen + output }
    needsClear = false
    guard !output.isEmpty else { return "" }
    return ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
  }

  /// Forgets the previous frame: the next render clears the screen and redraws every row (after
  /// a resize, or when something else wrote over the screen).
  public mutating func invalidate() {
    previousRows = []
    previousLines = []
    previousSize = nil
    needsClear = true
  }

  private func encode(_ line: Line) -> String {
    guard styleSupport == .styled else { return line.plainText }
    var result = ""
    var styled = false
    for span in line.spans {
      if span.style.isPlain {
        if styled { result += ControlSequence.resetStyle }
        styled = false
      } else {
        result += ControlSequence.select(span.style)
        styled = true
      }
      result += span.text
    }
    if styled { result += ControlSequence.resetStyle }
    return result
  }
}
