import Composable

/// What a key press did.
enum KeyResult {
  /// Actions went to the store; their effects run in the tasks.
  case sent([StoreTask])
  /// Only the screen changed.
  case handled
  /// The key means nothing here.
  case ignored
  /// The app quit with this exit code.
  case quit(Int32)
}

extension TerminalApp {
  /// Handles a key press as the user made it, and redraws; the recording keeps what it did.
  @discardableResult
  public func press(_ key: Key) -> Bool {
    let entry = recordedEntry(for: key)
    let wait = recording.waitSinceLastCommand
    let result = handle(key)
    if case .ignored = result { return false }
    if let entry { status = recording.record(entry, after: wait) ?? status }
    return true
  }

  /// The run loop's turn for a key: Ctrl-C quits at once; while the window is too small for
  /// the app, nothing else acts (the learner cannot see what a key would do); then the tool on
  /// top takes it: help, the reader, the demo, time travel, the view's controls (focus, presses,
  /// shortcuts, Esc), the built-in keys. What the key changed is drawn once, after it.
  func handle(_ key: Key) -> KeyResult {
    guard exitCode == nil else { return .ignored }
    if key == .ctrlC { return quitting(130) }
    if let size = terminal.device?.size, !size.fits(minimumSize) { return .ignored }
    if panel == .main, demo.handle(key, on: self) { return .handled }
    return drawingOnce { act(on: key) }
  }

  /// What a key does in the panel shown.
  private func act(on key: Key) -> KeyResult {
    switch panel {
    case .help:
      if [.escape, .character("?"), .character("q"), .enter].contains(key) { panel = .main }
      return .handled
    case .reader:
      if !reader.handle(key), key == .character("r") { panel = .main }
      return .handled
    case .main:
      status = demo.holdsBack(key)
      if status != nil { return .handled }
      // The keys a playing demo lets through are the app's own (log, help, presenter…), never
      // text for a field the demo focused: the view waits for the demo's end.
      if demo.holdsTheKeys { return handleBuiltIn(key) }
      if timeTravel.viewedStep != nil {
        let result = timeTravel.handle(key, logPanel: &logPanel, status: &status, track: sent.track)
        return result ?? handleBuiltIn(key)
      }
      if let result = sent.collectingFromView({ viewRuntime.handle(key) }) { return result }
      return handleBuiltIn(key)
    }
  }

  /// The keys every app has: quit, help, log, read, the log's scrolling and width, time
  /// travel, the presenter view, saving the session.
  private func handleBuiltIn(_ key: Key) -> KeyResult {
    if logPanel.handle(key, log: log, viewedStep: timeTravel.viewedStep, body: bodySize(window: terminal.device?.size ?? .standard)) {
      return .handled
    }
    switch key {
    case .character("q"): return quitting(0)
    case .character("?"): return execute(.help)
    case .character("l") where offersActionLog: return execute(.toggleLog)
    case .character("r") where chapterText != nil: return execute(.readChapter)
    case .character("<") where offersActionLog: return execute(.stepBack)
    case .character("P") where offersActionLog: return execute(.togglePresenter)
    case .character("S") where offersActionLog: return execute(.saveSession)
    default: return .ignored
    }
  }

  /// Runs one of the app's own commands as a key would, and redraws.
  func perform(_ command: AppCommand) -> KeyResult {
    guard exitCode == nil else { return .ignored }
    return drawingOnce { execute(command) }
  }

  /// Runs one of the app's own commands.
  private func execute(_ command: AppCommand) -> KeyResult {
    switch command {
    case .quit: return quitting(0)
    case .toggleLog:
      logPanel.toggle()
      return .handled
    case .help:
      panel = .help
      return .handled
    case .readChapter:
      guard chapterText != nil else { return .ignored }
      panel = .reader(ReaderPosition())
      reader = makeReader()
      return .handled
    case .stepBack: return timeTravel.stepBack(logPanel: &logPanel)
    case .stepForward: return timeTravel.stepForward(logPanel: &logPanel)
    case .continueFromHere: return timeTravel.continueFromHere(logPanel: &logPanel, track: sent.track)
    case .backToNow: return timeTravel.backToNow(logPanel: &logPanel)
    case .togglePresenter:
      presenter.isPresenting.toggle()
      return .handled
    case .saveSession:
      status = recording.save()
      return .handled
    }
  }

  /// Presses the view's control titled `title`, as a key would: what the press did (nil when
  /// nothing was pressed), and the tap's outcome, which says why.
  @discardableResult
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

  /// What a key press means as a script command, worked out before the key acts; nil for keys
  /// a replay must not repeat (quitting, saving) and while a demo plays.
  private func recordedEntry(for key: Key) -> ScriptedKey? {
    guard !demo.isPlaying, key != .ctrlC else { return nil }
    guard panel == .main else { return .command(key.name) }
    if timeTravel.viewedStep != nil {
      return timeTravel.recordedEntry(for: key) ?? SessionRecording.builtInEntry(for: key)
    }
    return viewRuntime.recordedEntry(for: key) ?? SessionRecording.builtInEntry(for: key)
  }

  private func quitting(_ code: Int32) -> KeyResult {
    quit(code)
    return .quit(code)
  }
}
