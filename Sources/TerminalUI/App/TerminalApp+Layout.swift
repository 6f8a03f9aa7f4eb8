extension TerminalApp {
  /// The whole screen for a window of `size`: header, the view (beside or above the action log
  /// when it is open), the demo caption, the footer; help a sheet over it, the reader instead of it.
  public func frame(size: TerminalSize) -> [Line] {
    frameSize = size
    return viewRuntime.withOneFrame {
      if case .reader = panel { readerHints = chrome.hints() }
      return chrome.render(size: size, tick: terminal.tick)
    }
  }

  /// Everything the app shows in a window of `frameSize`, as one view: the chapter's text; or
  /// the presenter view or the screen (with help over it), and the app's own keys.
  @ViewBuilder
  func screenView() -> some View {
    if case .reader = panel {
      AppScreen(header: header, content: readerView, footer: footer(hints: readerHints), size: frameSize)
    } else {
      if presenter.isPresenting, panel == .main {
        VStack(alignment: .leading, spacing: 0) {
          presenter.body(
            minimumViewSize: minimumSize, log: log, step: timeTravel.viewedStep ?? timeTravel.lastStep,
            lastStep: timeTravel.lastStep, view: viewLines(size:))
          captions
          Presenter.footer(columns: frameSize.columns)
        }
      } else {
        mainScreen.sheet(isPresented: helpIsShown) { [unowned self] in
          HelpSheet(
            title: title, appKeys: helpHints, builtInKeys: builtInHelpHints, instructorKeys: instructorHints,
            close: { self.panel = .main })
        }
      }
      AppKeys(keys: appKeys)
    }
  }

  /// The screen with the chapter's view: header, body, captions, footer.
  private var mainScreen: AppScreen<some View> {
    let pinned = pinnedHints
    return AppScreen(
      header: header,
      content: logPanel.body(log: log, viewedStep: timeTravel.viewedStep, view: viewLines(size:)),
      captions: captions,
      footer: footer(hints: footerHints(pinned: pinned), pinned: pinned), size: frameSize)
  }

  /// The footer of `hints` and `pinned`, its lines kept from frame to frame in `footerLines`.
  private func footer(hints: [KeyHint], pinned: [KeyHint] = []) -> Footer {
    var footer = Footer(hints: hints, pinned: pinned)
    footer.drawnLines = footerLines
    return footer
  }

  /// Whether help shows, as its sheet reads and closes it.
  private var helpIsShown: Binding<Bool> {
    Binding(get: { self.panel == .help }, set: { self.panel = $0 ? .help : .main })
  }

  private var header: Header {
    Header(chapter: chapter, title: title, note: logPanel.isVisible ? "log" : nil)
  }

  /// The body of a window of `size` (between the header and the footer), where the log panel
  /// scrolls.
  func bodySize(window size: TerminalSize) -> TerminalSize {
    TerminalSize(columns: size.columns, rows: max(0, size.rows - 1 - Footer.lineLimit(windowRows: size.rows)))
  }

  /// The feature's view, exactly `size.rows` rows: the present, or the step time travel shows.
  private func viewLines(size: TerminalSize) -> [Line] {
    let lines = Array(viewRuntime.render(size: size, tick: terminal.tick).prefix(size.rows))
    return lines + Array(repeating: Line.empty, count: size.rows - lines.count)
  }

  /// The lines above the footer: the demo's caption, time travel's banner, the status message.
  private var captions: Captions {
    Captions(demoCaption: demo.caption, banner: timeTravel.banner, status: status, width: frameSize.columns)
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
    case .reader: return readerHints
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
