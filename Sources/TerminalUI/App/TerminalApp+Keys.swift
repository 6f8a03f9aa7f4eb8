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
  /// Handles a key press as the user made it, and redraws.
  @discardableResult
  public func press(_ key: Key) -> Bool {
    let entry = recordedEntry(for: key)
    let wait = waitForEffectsSinceLastCommand
    let result = handle(key)
    if case .ignored = result { return false }
    if let entry { record(entry, after: wait) }
    return true
  }

  /// Handles a key: Ctrl-C quits at once; while the window is too small for the app, nothing
  /// else acts (the learner cannot see what a key would do); help and pager take their keys;
  /// then the view's controls (focus, presses, shortcuts, Esc); then the built-in keys. What
  /// the key changed is drawn once, after it.
  func handle(_ key: Key) -> KeyResult {
    guard exitCode == nil else { return .ignored }
    if key == .ctrlC { return quitting(130) }
    if let size = terminal.device?.size, !size.fits(minimumSize) { return .ignored }
    if panel == .main, handleDemoKey(key) { return .handled }
    return drawingOnce { act(on: key) }
  }

  /// What a key does in the panel shown.
  private func act(on key: Key) -> KeyResult {
    let result: KeyResult
    switch panel {
    case .help:
      if [.escape, .character("?"), .character("q"), .enter].contains(key) { panel = .main }
      result = .handled
    case .pager(var state):
      let size = terminal.device?.size ?? .standard
      let page = Pager.pageHeight(forHeight: max(1, size.rows - 1))
      let text = pagerText(width: size.columns)
      if state.handle(key, text: text, pageHeight: page, width: size.columns) {
        panel = .pager(state)
      } else if [.escape, .character("q"), .character("r")].contains(key) {
        panel = .main
      }
      result = .handled
    case .main:
      instructor.status = nil
      if demoHoldsBack(key) {
        result = .handled
      } else {
        result = viewedStep == nil ? handleOnMain(key) : handleWhileViewingPast(key)
      }
    }
    return result
  }

  private func handleOnMain(_ key: Key) -> KeyResult {
    if let result = sendingFromView({ viewRuntime.handle(key) }) { return result }
    return handleBuiltIn(key)
  }

  /// Runs `body`, which may make the view send actions; the result a key would have: the tasks
  /// of what was sent, handled when nothing was, nil when `body` took nothing.
  func sendingFromView(_ body: () -> Bool) -> KeyResult? {
    sent.byView = []
    guard body() else { return nil }
    defer { sent.byView = [] }
    return sent.byView.isEmpty ? .handled : .sent(sent.byView)
  }

  /// The keys every app has: quit, help, log, read, the log's scrolling, time travel, the
  /// presenter view, saving the session.
  func handleBuiltIn(_ key: Key) -> KeyResult {
    switch key {
    case .character("q"): return quitting(0)
    case .character("?"): return execute(.help)
    case .character("l") where offersActionLog: return execute(.toggleLog)
    case .character("r") where chapterText != nil: return execute(.readChapter)
    case .character("["), .character("]"):
      guard isLogVisible else { return .ignored }
      let size = logPanelSize(window: terminal.device?.size ?? .standard)
      let range = logPanel.scrollRange(width: size.columns, height: size.rows)
      logPanelState.scroll(by: key == .character("[") ? 3 : -3, within: range)
      return .handled
    case .character("w") where isLogVisible:
      logPanelState.cycleLayout()
      return .handled
    case .character("<") where offersActionLog: return execute(.stepBack)
    case .character("P") where offersActionLog: return execute(.togglePresenter)
    case .character("S") where offersActionLog: return execute(.saveSession)
    default: return .ignored
    }
  }

  /// Runs one of the app's own commands.
  func execute(_ command: AppCommand) -> KeyResult {
    switch command {
    case .quit: return quitting(0)
    case .toggleLog:
      logPanelState.toggle()
      return .handled
    case .help:
      panel = .help
      return .handled
    case .readChapter:
      guard chapterText != nil else { return .ignored }
      panel = .pager(PagerState())
      return .handled
    case .stepBack: return stepBack()
    case .stepForward: return stepForward()
    case .continueFromHere: return continueFromHere()
    case .backToNow: return backToNow()
    case .togglePresenter:
      instructor.isPresenting.toggle()
      return .handled
    case .saveSession:
      saveSession()
      return .handled
    }
  }

  private func quitting(_ code: Int32) -> KeyResult {
    quit(code)
    return .quit(code)
  }
}
