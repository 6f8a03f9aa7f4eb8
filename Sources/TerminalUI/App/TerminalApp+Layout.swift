extension TerminalApp {
  /// The whole screen for a window of `size`: header, the view (beside or above the action log
  /// when it is open), the demo caption, the footer; help and pager drawn over it.
  public func frame(size: TerminalSize) -> [Line] {
    viewRuntime.withOneFrame { screen(size: size) }
  }

  /// The whole screen, as `frame(size:)` draws it.
  private func screen(size: TerminalSize) -> [Line] {
    if instructor.isPresenting, panel == .main { return presenterFrame(size: size) }
    let header = Header(chapter: chapter, title: title, note: isLogVisible ? "log" : nil)
      .lines(width: size.columns)
    if case .pager(let state) = panel {
      return header + Pager(lines: pagerText(width: size.columns), state: state).lines(
        width: size.columns, height: max(0, size.rows - header.count))
    }
    let captionLines = captionLines(width: size.columns)
    let footer = footerLines(width: size.columns)
    let bodyHeight = max(0, size.rows - header.count - captionLines.count - footer.count)
    let frame = header + body(size: TerminalSize(columns: size.columns, rows: bodyHeight))
      + captionLines + footer
    guard panel == .help else { return frame }
    let help = HelpScreen(
      title: title, appKeys: helpHints, builtInKeys: builtInHelpHints,
      instructorKeys: instructorHints)
    return Overlay.center(help.lines(size: size), over: frame, size: size)
  }

  /// The chapter's text as the pager shows it in a window `width` columns wide.
  func pagerText(width: Int) -> [Line] {
    renderedChapter.lines(chapterText ?? "", width: max(8, width - 2)).map { $0.indented(by: 1) }
  }

  /// The view, and the log panel beside it, below it, or instead of it (`w` cycles).
  private func body(size: TerminalSize) -> [Line] {
    guard isLogVisible else { return viewLines(size: size) }
    let placement = LogPlacement(body: size, layout: logLayout)
    let panel = logPanel.lines(width: placement.log.columns, height: placement.log.rows)
    guard let view = placement.view else { return panel }
    let left = viewLines(size: view)
    guard placement.isBeside else { return left + panel }
    return Line.columns(left, leftWidth: view.columns, panel, rows: size.rows)
  }

  /// The action log panel as it is scrolled and laid out now, with time travel's marks.
  var logPanel: ActionLogPanel {
    var panel = ActionLogPanel(
      entries: log.entries, scrollBack: logPanelState.scrollBack, showsEverything: logLayout == .full)
    panel.marks = LogTimelineMarks(notes: log.notes, viewedStep: viewedStep)
    panel.lineCache = log.lineCache
    return panel
  }

  /// The size of the log panel in a window of `size`, for the scrolling keys.
  func logPanelSize(window size: TerminalSize) -> TerminalSize {
    let header = Header(chapter: chapter, title: title, note: "log").lines(width: size.columns)
    let footer = footerLines(width: size.columns)
    let body = TerminalSize(
      columns: size.columns, rows: max(0, size.rows - header.count - footer.count))
    return LogPlacement(body: body, layout: logLayout).log
  }

  /// The feature's view, exactly `size.rows` rows: the present, or the step time travel shows.
  func viewLines(size: TerminalSize) -> [Line] {
    let lines = Array(viewRuntime.render(size: size, tick: tick).prefix(size.rows))
    return lines + Array(repeating: Line.empty, count: size.rows - lines.count)
  }

  /// The footer, `width` columns wide: the hints for now, the pinned ones at its right end.
  func footerLines(width: Int) -> [Line] {
    let pinned = pinnedHints
    return Footer(hints: footerHints(pinned: pinned), pinned: pinned).lines(width: width)
  }

  /// The hints the footer always shows, at its right end.
  var pinnedHints: [KeyHint] {
    panel == .main && !textFieldHasFocus ? [KeyHint("?", "help"), quitHint] : []
  }

  /// Whether a text field of the view shown has the focus (and not a past state being viewed):
  /// it takes the letter keys as text, so the footer offers only the view's own keys.
  var textFieldHasFocus: Bool {
    viewedStep == nil && viewRuntime.focusTakesText
  }

  /// The hints the footer shows now, before `pinned` (the `pinnedHints`, worked out once by the
  /// caller: each resolves the whole view, too dear to repeat for every hint).
  func footerHints(pinned: [KeyHint]) -> [KeyHint] {
    switch panel {
    case .help: return [KeyHint("Esc", "close help")]
    case .pager: return []
    case .main where viewedStep != nil:
      return timeTravelHints
    case .main where demo.player?.holdsTheKeys == true:
      return demoHints + builtInHints(forHelp: false).filter { !pinned.contains($0) }
    case .main where textFieldHasFocus:
      return viewRuntime.hints()
    case .main:
      return (viewRuntime.hints() + builtInHints(forHelp: false)).filter { !pinned.contains($0) }
    }
  }

  /// What `q` does: press the view's own `q` button when the screen has one (a reader's Close);
  /// else quit, or what `quitLabel` says (the program that started the app goes on).
  var quitHint: KeyHint {
    if let title = viewRuntime.shortcutTitle(for: .character("q")) { return KeyHint("q", "press \(title)") }
    return KeyHint("q", quitLabel ?? "quit")
  }

  /// The built-in keys: log (when the app offers it), help, read, quit (and log scrolling and
  /// width while the log is open).
  func builtInHints(forHelp: Bool) -> [KeyHint] {
    var hints: [KeyHint] = []
    if offersActionLog {
      hints.append(KeyHint("l", isLogVisible ? "hide log" : "log"))
      if isLogVisible || forHelp {
        hints.append(KeyHint("[ ]", "scroll log"))
        hints.append(KeyHint("w", "log width"))
      }
    }
    if offersActionLog && isLogVisible && !forHelp { hints.append(KeyHint("<", "step back")) }
    hints.append(KeyHint("?", "help"))
    if chapterText != nil { hints.append(KeyHint("r", "read chapter")) }
    hints.append(quitHint)
    if forHelp {
      hints.append(
        KeyHint(
          "^C",
          quitLabel.map { "\($0) at once" } ?? "quit at once (exit code 130)"))
    }
    return hints
  }

  /// The app's keys as help lists them: those of the view's layer on top.
  var helpHints: [KeyHint] { viewRuntime.hints() }

  /// The built-in keys as help lists them, without those the screen shown gives another
  /// meaning (`q` going back in a reader rather than quitting).
  var builtInHelpHints: [KeyHint] {
    let taken = Set(helpHints.map(\.keys))
    return builtInHints(forHelp: true).filter { !taken.contains($0.keys) }
  }
}

/// Where the action log panel goes in the body of the screen, for a layout: beside the view on
/// a window of 100 columns or more, below it on a narrower one, or alone.
struct LogPlacement {
  /// The view's size; nil when the log takes the whole body.
  var view: TerminalSize?
  /// The panel's size.
  var log: TerminalSize
  /// Whether the panel stands beside the view (else below it).
  var isBeside: Bool

  /// The placement in a body of `size` for `layout`.
  init(body size: TerminalSize, layout: ActionLogPanel.Layout) {
    let isWide = size.columns >= 100
    isBeside = isWide && layout != .full
    switch layout {
    case .full:
      view = nil
      log = size
      return
    case .side where isWide:
      log = TerminalSize(columns: size.columns * 2 / 5, rows: size.rows)
    case .half where isWide:
      log = TerminalSize(columns: size.columns / 2, rows: size.rows)
    case .side:
      log = TerminalSize(columns: size.columns, rows: min(size.rows, max(5, size.rows * 2 / 5)))
    case .half:
      log = TerminalSize(columns: size.columns, rows: min(size.rows, max(5, size.rows / 2)))
    }
    view =
      isWide
      ? TerminalSize(columns: size.columns - log.columns - 1, rows: size.rows)
      : TerminalSize(columns: size.columns, rows: size.rows - log.rows)
  }
}
