/// The action log panel as the learner drives it: whether the app offers it, whether it is
/// shown (`l`), how far it is scrolled (`[` `]`), how much of the screen it takes (`w`), its keys
/// and hints, and where it stands beside or below the view.
@MainActor
struct LogPanel {
  /// Whether `l` opens it (and the instructor's keys work, which show it).
  var isOffered = true
  /// Whether the panel is shown (`l`).
  var isVisible = false
  /// How many rows it is scrolled back from where it rests (`[` and `]`).
  var scrollBack = 0
  /// How much of the screen it takes while shown (`w`).
  var layout = ActionLogPanel.Layout.side

  /// Shows or hides the panel, at rest.
  mutating func toggle() {
    isVisible.toggle()
    scrollBack = 0
  }

  /// Scrolls the panel back (`[`, positive `rows`) or on (`]`), within the rows `log` has
  /// beyond what a body of `body` shows.
  mutating func scroll(by rows: Int, log: ActionLog, viewedStep: Int?, body: TerminalSize) {
    let size = LogPlacement(body: body, layout: layout).log
    let range = drawing(log, viewedStep: viewedStep).scrollRange(width: size.columns, height: size.rows)
    scrollBack = min(max(range.lowerBound, scrollBack + rows), range.upperBound)
  }

  /// Takes the next layout, at rest (`w`).
  mutating func nextLayout() {
    layout = layout.next
    scrollBack = 0
  }

  /// The panel's hints: `l`, and while it is shown (or for help) its scrolling and width, and
  /// time travel's first key.
  func hints(forHelp: Bool) -> [KeyHint] {
    guard isOffered else { return [] }
    var hints = [KeyHint("l", isVisible ? "hide log" : "log")]
    if isVisible || forHelp { hints += [KeyHint("[ ]", "scroll log"), KeyHint("w", "log width")] }
    if isVisible && !forHelp { hints.append(KeyHint("<", "step back")) }
    return hints
  }

  /// The body of the screen: the view `view` draws, and while the panel is shown, the panel
  /// beside it, below it, or instead of it (`LogPlacement`), in the space the body is given.
  @ViewBuilder
  func body(log: ActionLog, viewedStep: Int?, view: @escaping (TerminalSize) -> [Line]) -> some View {
    if isVisible {
      let panel = drawing(log, viewedStep: viewedStep)
      GeometryReader { proxy in
        let body = TerminalSize(columns: Int(proxy.size.width), rows: Int(proxy.size.height))
        let placement = LogPlacement(body: body, layout: layout)
        let box = DrawnLines { panel.lines(width: $0.columns, height: $0.rows) }
        if let size = placement.view {
          let shown = DrawnLines(draw: view).frame(width: Double(size.columns * 10), height: Double(size.rows * 20))
          if placement.isBeside {
            HStack(alignment: .top) { shown; box }
          } else {
            VStack(alignment: .leading, spacing: 0) { shown; box }
          }
        } else {
          box
        }
      }
    } else {
      DrawnLines(draw: view)
    }
  }

  /// The panel drawing `log` as it is scrolled and laid out now, with time travel's marks.
  private func drawing(_ log: ActionLog, viewedStep: Int?) -> ActionLogPanel {
    var panel = ActionLogPanel(entries: log.entries, scrollBack: scrollBack, showsEverything: layout == .full)
    panel.marks = LogTimelineMarks(notes: log.notes, viewedStep: viewedStep)
    panel.lineCache = log.lineCache
    return panel
  }
}
