import Composable

/// What a key press did.
enum KeyResult {
  /// Actions went to the store; their effects run in the tasks.
  case sent([StoreTask])
  /// Only the screen changed.
  case handled
  /// The key means nothing here.
  case ignored
}

extension TerminalApp {
  /// Handles a key press as the user made it, and redraws; the recording keeps what it did.
  @discardableResult
  public func press(_ key: Key) -> Bool {
    // The view as the key finds it, resolved once for the recording and for the key itself.
    let frame = recordsFromTheView(key) ? viewRuntime.frame() : nil
    let entry = recordedEntry(for: key, in: frame)
    let wait = recording.waitSinceLastCommand
    let result = handle(key, resolved: frame)
    if case .ignored = result { return false }
    if let entry { status = recording.record(entry, after: wait) ?? status }
    return true
  }

  /// The run loop's turn for a key: Ctrl-C quits; a window too small for the app takes nothing
  /// else; then the tool on top takes it (help, the reader, the demo, time travel, the view, the
  /// app's keys), and what it changed is drawn once. `resolved` is the view's frame as it is
  /// now, when the caller has resolved it already.
  func handle(_ key: Key, resolved: ViewFrame? = nil) -> KeyResult {
    guard exitCode == nil else { return .ignored }
    if key == .ctrlC {
      stop(exitCode: 130)
      return .handled
    }
    if let size = terminal.device?.size, !size.fits(minimumSize) { return .ignored }
    if panel == .main, demo.handle(key, on: self) { return .handled }
    return drawingOnce {
      switch panel {
      case .help:
        _ = viewRuntime.withOneFrame { chrome.handle(key) }
        return .handled
      case .reader:
        if !viewRuntime.withOneFrame({ chrome.handle(key) }), key == .character("r") { panel = .main }
        return .handled
      case .main:
        status = demo.holdsBack(key)
        if status != nil { return .handled }
        // A playing demo lets only the app's own keys through: the view waits for its end.
        if demo.holdsTheKeys { return pressAppKey(key) }
        if timeTravel.viewedStep != nil {
          let result = timeTravel.handle(key, logPanel: &logPanel, status: &status, track: sent.track)
          return result ?? pressAppKey(key)
        }
        if let result = sent.collectingFromView({ viewRuntime.handle(key, in: resolved) }) { return result }
        return pressAppKey(key)
      }
    }
  }

  /// Presses the app's own button whose shortcut is `key` (`AppKeys`); `.ignored` when none acts.
  private func pressAppKey(_ key: Key) -> KeyResult {
    let frame = viewRuntime.withOneFrame { chrome.frame() }
    guard let button = chrome.shortcutTarget(for: key, in: frame), !button.isDisabled else { return .ignored }
    chrome.press(button, in: frame, takingFocus: false)
    return .handled
  }

  /// The app's own keys as they act now: the log's scrolling and width while it is shown, quit,
  /// help, the log and the instructor's keys (when offered), the chapter's text (when there is one).
  @ViewBuilder var appKeys: some View {
    if logPanel.isVisible {
      let body = bodySize(window: terminal.device?.size ?? .standard)
      let scroll = { [unowned self] (rows: Int) in
        logPanel.scroll(by: rows, log: log, viewedStep: timeTravel.viewedStep, body: body)
      }
      Button("scroll log back") { scroll(3) }.keyboardShortcut("[")
      Button("scroll log on") { scroll(-3) }.keyboardShortcut("]")
      Button("log width") { [unowned self] in logPanel.layout = logPanel.layout.next }.keyboardShortcut("w")
    }
    Button(quitLabel ?? "quit") { [unowned self] in stop(exitCode: 0) }.keyboardShortcut("q")
    Button("help") { [unowned self] in panel = .help }.keyboardShortcut("?")
    if logPanel.isOffered {
      Button("log") { [unowned self] in logPanel.isVisible.toggle() }.keyboardShortcut("l")
      Button("step back") { [unowned self] in timeTravel.stepBack(logPanel: &logPanel) }
        .keyboardShortcut("<").disabled(timeTravel.viewedStep == nil && timeTravel.lastStep == 0)
      Button("presenter view") { [unowned self] in presenter.isPresenting.toggle() }.keyboardShortcut("P")
      Button("save the session") { [unowned self] in status = recording.save() }.keyboardShortcut("S")
    }
    if chapterText != nil {
      Button("read chapter") { [unowned self] in
        panel = .reader(ReaderPosition())
        chrome.focusFirstControl()
      }
      .keyboardShortcut("r")
    }
  }

  /// Presses the control titled `title` on the screen on top: what the press did (nil when
  /// nothing was pressed), and the tap's outcome, which says why.
  func tap(_ title: String) -> (result: KeyResult?, outcome: ViewRuntime.TapOutcome) {
    guard exitCode == nil else { return (nil, .pressed) }
    var outcome = ViewRuntime.TapOutcome.pressed
    let result = drawingOnce {
      sent.collectingFromView {
        outcome = runtimeOnTop.tap(title)
        return outcome == .pressed
      }
    }
    return (result, outcome)
  }

  /// A key press as a script command, worked out before it acts; nil for keys a replay must not
  /// repeat (quitting, saving) and while a demo plays.
  private func recordedEntry(for key: Key, in frame: ViewFrame?) -> ScriptedKey? {
    guard !demo.isPlaying, key != .ctrlC else { return nil }
    guard panel == .main else { return .command(key.name) }
    if let frame, let entry = viewRuntime.recordedEntry(for: key, in: frame) { return entry }
    return ScriptCommand.line(for: key, viewingThePast: timeTravel.viewedStep != nil).map(ScriptedKey.command)
  }

  /// Whether the recording reads the view to tell what `key` did: on the app's own screen, no
  /// demo playing, the present shown.
  private func recordsFromTheView(_ key: Key) -> Bool {
    !demo.isPlaying && key != .ctrlC && panel == .main && timeTravel.viewedStep == nil
  }
}
