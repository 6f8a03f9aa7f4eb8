extension TerminalApp {
  /// The whole screen for a window of `size`: header, the view (beside or above the action log
  /// when it is open), the demo caption, the footer; help drawn over it, the reader instead of it.
  public func frame(size: TerminalSize) -> [Line] {
    viewRuntime.withOneFrame { screen(size: size) }
  }

  /// The whole screen, as `frame(size:)` draws it.
  private func screen(size: TerminalSize) -> [Line] {
    if presenter.isPresenting, panel == .main {
      return presenter.frame(
        size: size, minimumViewSize: minimumSize, log: log,
        step: timeTravel.viewedStep ?? timeTravel.lastStep, lastStep: timeTravel.lastStep,
        bottom: captionLines(width: size.columns), view: viewLines(size:))
    }
    let header = headerLines(width: size.columns)
    if case .reader = panel {
      readerSize = bodySize(window: size)
      return header + reader.render(size: readerSize, tick: terminal.tick) + footerLines(size: size)
    }
    let captionLines = captionLines(width: size.columns)
    let footer = footerLines(size: size)
    let bodyHeight = max(0, size.rows - header.count - captionLines.count - footer.count)
    let body = logPanel.body(
      size: TerminalSize(columns: size.columns, rows: bodyHeight), log: log,
      viewedStep: timeTravel.viewedStep, view: viewLines(size:))
    let frame = header + body + captionLines + footer
    guard panel == .help else { return frame }
    let help = HelpScreen(
      title: title, appKeys: helpHints, builtInKeys: builtInHelpHints,
      instructorKeys: instructorHints)
    return Overlay.center(help.lines(size: size), over: frame, size: size)
  }

  private func headerLines(width: Int) -> [Line] {
    Header(chapter: chapter, title: title, note: logPanel.isVisible ? "log" : nil).lines(width: width)
  }

  /// The body of a window of `size` (between the header and the footer), where the log panel
  /// scrolls.
  func bodySize(window size: TerminalSize) -> TerminalSize {
    let header = Header(chapter: chapter, title: title, note: "log").lines(width: size.columns)
    let footer = footerLines(size: size)
    return TerminalSize(columns: size.columns, rows: max(0, size.rows - header.count - footer.count))
  }

  /// The feature's view, exactly `size.rows` rows: the present, or the step time travel shows.
  private func viewLines(size: TerminalSize) -> [Line] {
    let lines = Array(viewRuntime.render(size: size, tick: terminal.tick).prefix(size.rows))
    return lines + Array(repeating: Line.empty, count: size.rows - lines.count)
  }

  /// The lines above the footer: the demo's caption, time travel's banner, the status message.
  private func captionLines(width: Int) -> [Line] {
    var lines = demo.captionLines(width: width)
    if let banner = timeTravel.banner {
      lines += Line(" " + banner, style: Style(bold: true, reverse: true)).wrapped(toWidth: width)
    }
    if let status {
      lines += Line(" " + status, style: Style(foreground: .cyan)).wrapped(toWidth: width)
    }
    return lines
  }

  /// The footer for a window of `size`: the hints for now, the pinned ones at the right end of
  /// its first line, what does not fit on a second line when the window is tall enough
  /// (`Footer.lineLimit(windowRows:)`). It always takes that many rows (a blank one above a
  /// footer that fits on one line), so the view does not grow and shrink by a row as the keys
  /// of the moment change (a field taking the focus).
  private func footerLines(size: TerminalSize) -> [Line] {
    let pinned = pinnedHints
    let rows = Footer.lineLimit(windowRows: size.rows)
    let lines = Footer(hints: footerHints(pinned: pinned), pinned: pinned).lines(
      width: size.columns, maximumLines: rows)
    return Array(repeating: Line.empty, count: max(0, rows - lines.count)) + lines
  }

  /// The hints the footer always shows, at its right end.
  private var pinnedHints: [KeyHint] {
    panel == .main && !textFieldHasFocus ? [KeyHint("?", "help"), quitHint] : []
  }

  /// Whether a text field of the view shown has the focus (and not a past state being viewed):
  /// it takes the letter keys as text, so the footer offers only the view's own keys.
  private var textFieldHasFocus: Bool {
    timeTravel.viewedStep == nil && viewRuntime.focusTakesText
  }

  /// The hints the footer shows now, before `pinned` (the `pinnedHints`, worked out once by the
  /// caller: each resolves the whole view, too dear to repeat for every hint).
  private func footerHints(pinned: [KeyHint]) -> [KeyHint] {
    switch panel {
    case .help: return [KeyHint("Esc", "close help")]
    case .reader: return reader.hints()
    case .main where timeTravel.viewedStep != nil:
      return TimeTravel<State, Action>.hints
    case .main where demo.holdsTheKeys:
      return demo.hints + builtInHints(forHelp: false).filter { !pinned.contains($0) }
    case .main where textFieldHasFocus:
      return viewRuntime.hints()
    case .main:
      return (viewRuntime.hints() + builtInHints(forHelp: false)).filter { !pinned.contains($0) }
    }
  }

  /// What `q` does: press the view's own `q` button when the screen has one (a reader's Close);
  /// else quit, or what `quitLabel` says (the program that started the app goes on).
  private var quitHint: KeyHint {
    if let title = viewRuntime.shortcutTitle(for: .character("q")) { return KeyHint("q", "press \(title)") }
    return KeyHint("q", quitLabel ?? "quit")
  }

  /// The built-in keys: the log's (when the app offers it), help, read, quit.
  func builtInHints(forHelp: Bool) -> [KeyHint] {
    var hints = logPanel.hints(forHelp: forHelp)
    hints.append(KeyHint("?", "help"))
    if chapterText != nil { hints.append(KeyHint("r", "read chapter")) }
    hints.append(quitHint)
    if forHelp {
      hints.append(KeyHint("^C", quitLabel.map { "\($0) at once" } ?? "quit at once (exit code 130)"))
    }
    return hints
  }

  /// The instructor's keys, as help and `--help` list them (none in an app without the action
  /// log, such as a launcher's own menu).
  var instructorHints: [KeyHint] {
    offersActionLog ? [TimeTravel<State, Action>.helpHint, Presenter.hint, SessionRecording.hint] : []
  }

  /// The app's keys as help lists them: those of the view's layer on top.
  private var helpHints: [KeyHint] { viewRuntime.hints() }

  /// The built-in keys as help lists them, without those the screen shown gives another
  /// meaning (`q` going back in a reader rather than quitting).
  private var builtInHelpHints: [KeyHint] {
    let taken = Set(helpHints.map(\.keys))
    return builtInHints(forHelp: true).filter { !taken.contains($0.keys) }
  }
}
