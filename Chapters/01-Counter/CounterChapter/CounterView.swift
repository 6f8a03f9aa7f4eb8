import TerminalUI

/// The counter's screen, a plain function of the state: `- n +` with the number in large type,
/// under each button the action it sends, and the state itself spelled out below.
///
/// ```
///                       ███
///     ╭─────╮           █ █           ╭─────╮
///     │  -  │           █ █           │  +  │
///     ╰─────╯           █ █           ╰─────╯
///                       ███
///
///  .decreaseCounter             .increaseCounter
///
///        state  CounterDomain.State(counter: 0)
/// ```
///
/// The view never changes the state: the key map sends actions to the store, the store runs the
/// reducer, and the app calls the view again with the new state.
public struct CounterView {
  /// The state to draw.
  public var state: CounterDomain.State

  /// A view of `state`.
  public init(state: CounterDomain.State) {
    self.state = state
  }

  /// The screen for a space of `size`: the large layout when it fits, else one compact line.
  public func lines(size: TerminalSize) -> [Line] {
    let number = BigNumber(state.counter)
    let middleWidth = max(number.width, 3) + 2 * Self.numberMargin
    let blockWidth = 2 * Self.buttonColumnWidth + middleWidth
    let body =
      blockWidth <= size.columns
      ? large(number, middleWidth: middleWidth)
      : compact(width: size.columns)
    let margin = max(0, (size.columns - blockWidth) / 2)
    let indented = blockWidth <= size.columns ? body.map { $0.indented(by: margin) } : body
    let content = indented + [.empty, stateLine.centered(inWidth: size.columns)]
    let top = max(1, (size.rows - content.count) / 2)
    return Array(repeating: Line.empty, count: top) + content
  }

  /// The width of the column that holds a button and, under it, the action it sends.
  static let buttonColumnWidth = 19
  /// The space on either side of the large number.
  static let numberMargin = 4

  /// The buttons beside the five rows of the number, and the actions under the buttons.
  private func large(_ number: BigNumber, middleWidth: Int) -> [Line] {
    let numberStyle: Style = state.counter < 0 ? Style(bold: true, foreground: .red) : .bold
    var lines: [Line] = []
    for (row, digits) in number.rows.enumerated() {
      let buttonRow = row - 1  // the buttons take the middle three rows of the five
      lines.append(
        buttonCell(symbol: "-", row: buttonRow)
          + Line(digits, style: numberStyle).centered(inWidth: middleWidth).padded(
            toWidth: middleWidth)
          + buttonCell(symbol: "+", row: buttonRow))
    }
    let labels =
      actionLabel(".decreaseCounter")
      + Line(String(repeating: " ", count: middleWidth))
      + actionLabel(".increaseCounter")
    return lines + [.empty, labels]
  }

  /// One row of a button, centred in its column: its top, its middle with the symbol, its
  /// bottom, or blank above and below the button.
  private func buttonCell(symbol: String, row: Int) -> Line {
    let text: String
    switch row {
    case 0: text = "╭─────╮"
    case 1: text = "│  \(symbol)  │"
    case 2: text = "╰─────╯"
    default: text = ""
    }
    return Line(text, style: Style(bold: true, foreground: .cyan))
      .centered(inWidth: Self.buttonColumnWidth).padded(toWidth: Self.buttonColumnWidth)
  }

  /// The action a button sends, centred under it.
  private func actionLabel(_ text: String) -> Line {
    Line(text, style: .dim).centered(inWidth: Self.buttonColumnWidth)
      .padded(toWidth: Self.buttonColumnWidth)
  }

  /// The narrow layout: `[ - ]  12345678  [ + ]` on one line.
  private func compact(width: Int) -> [Line] {
    let line =
      Line("[ - ]", style: Style(bold: true, foreground: .cyan))
      + Line("  \(state.counter)  ", style: .bold)
      + Line("[ + ]", style: Style(bold: true, foreground: .cyan))
    return [line.centered(inWidth: width)]
  }

  /// The state spelled out as the action log writes it.
  private var stateLine: Line {
    Line("state  ", style: .dim) + Line("CounterDomain.State(counter: \(state.counter))")
  }
}
