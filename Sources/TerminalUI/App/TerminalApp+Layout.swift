import Composable

extension TerminalApp {
  /// The whole screen for a window of `size`: header, the view (beside or above the action log
  /// when it is open), the captions, the footer; help a sheet over it, the reader instead of it.
  public func frame(size: TerminalSize) -> [Line] {
    frameSize = size
    return viewRuntime.withOneFrame {
      if case .reader = panel { readerHints = chrome.hints() }
      return chrome.render(size: size, tick: terminal.tick)
    }
  }

  /// Everything the app shows in a window of `frameSize`, as one view: the chapter's text; or
  /// the presenter view or the screen (help a sheet over it), and the app's own keys.
  @ViewBuilder
  func screenView() -> some View {
    if case .reader = panel {
      AppScreen(header: header, content: readerView, footer: Footer(hints: readerHints), size: frameSize)
    } else {
      // The feature's view in a size: the present, or the step time travel shows.
      let view = { self.viewRuntime.render(size: $0, tick: self.terminal.tick) }
      if presenter.isPresenting, panel == .main {
        VStack(alignment: .leading, spacing: 0) {
          presenter.body(
            minimumViewSize: minimumSize, log: log, step: timeTravel.viewedStep ?? timeTravel.lastStep,
            lastStep: timeTravel.lastStep, view: view)
          captions
          Footer(hints: [KeyHint("P", "leave the presenter view")]).frame(width: Double(frameSize.columns * 10), height: 20)
        }
      } else {
        AppScreen(
          header: header, content: logPanel.body(log: log, viewedStep: timeTravel.viewedStep, view: view),
          captions: captions, footer: footer, size: frameSize
        )
        .sheet(isPresented: Binding(get: { self.panel == .help }, set: { self.panel = $0 ? .help : .main })) {
          [unowned self] in
          let viewKeys = viewRuntime.hints()
          let taken = Set(viewKeys.flatMap(\.eachKey))
          HelpSheet(
            title: title, appKeys: viewKeys,
            builtInKeys: builtInHints(forHelp: true, logKeys: logPanel.hints(forHelp: logPanel.isVisible))
              .filter { !$0.eachKey.allSatisfy(taken.contains) },
            instructorKeys: instructorHints, close: { self.panel = .main })
        }
      }
      AppKeys { appKeys }
    }
  }

  private var header: Header {
    Header(chapter: chapter, title: title, note: logPanel.isVisible ? "log" : nil)
  }

  /// The lines above the footer: the demo's caption, time travel's banner, the status message.
  private var captions: Captions {
    Captions(demoCaption: demo.caption, banner: timeTravel.banner, status: status, width: frameSize.columns)
  }

  /// The footer of the main screen or help: the keys of the tool on top, the view's, the app's,
  /// `? help` and `q` pinned at its end (unless a text field takes the letters).
  private var footer: Footer {
    guard panel == .main else { return Footer(hints: [KeyHint("Esc", "close help")]) }
    let textFieldHasFocus = timeTravel.viewedStep == nil && viewRuntime.focusTakesText
    let hints =
      if timeTravel.viewedStep != nil { TimeTravel<State, Action>.hints }
      else if demo.holdsTheKeys { demo.hints + builtInHints(forHelp: false) }
      else if textFieldHasFocus { viewRuntime.hints() }
      else { viewRuntime.hints() + builtInHints(forHelp: false) }
    // A `q` the view lists among keys that do one thing (a reader's "Esc q close") is not pinned again.
    let quit = quitHint
    let listsQ = hints.contains { $0 != quit && $0.eachKey.contains("q") }
    let pinned = textFieldHasFocus ? [] : [KeyHint("?", "help")] + (listsQ ? [] : [quit])
    return Footer(hints: hints.filter { !pinned.contains($0) && $0 != quit }, pinned: pinned)
  }

  /// The body of a window of `size` (between the header and the footer), where the log panel
  /// scrolls.
  func bodySize(window size: TerminalSize) -> TerminalSize {
    TerminalSize(columns: size.columns, rows: max(0, size.rows - 1 - Footer.lineLimit(windowRows: size.rows)))
  }

  /// What `q` does: press the view's own `q` button when the screen has one (a reader's Close);
  /// else quit, or what `quitLabel` says.
  private var quitHint: KeyHint {
    if let title = viewRuntime.shortcutTitle(for: .character("q")) { return KeyHint("q", "press \(title)") }
    return KeyHint("q", quitLabel ?? "quit")
  }

  /// The built-in keys: the log's (`logKeys`, or all it offers), help, read, quit; for help,
  /// Ctrl-C too.
  func builtInHints(forHelp: Bool, logKeys: [KeyHint]? = nil) -> [KeyHint] {
    var hints = (logKeys ?? logPanel.hints(forHelp: forHelp)) + [KeyHint("?", "help")]
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
    logPanel.isOffered ? [TimeTravel<State, Action>.helpHint, Presenter.hint, SessionRecording.hint] : []
  }
}
