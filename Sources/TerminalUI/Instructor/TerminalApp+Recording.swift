import Composable
import Foundation

extension TerminalApp {
  /// Saves the session to `path` now and after every command from now on (what `--record FILE`
  /// does); the commands played so far are in it too.
  public func record(to path: String) {
    recording.recorder.path = path
    saveSession()
    redraw()
  }

  /// Turns the presenter view on as the session starts (`--present`): a recording starts with
  /// `present`, so its replay is in the presenter view too and each later `present` toggles it
  /// the same way.
  public func startPresenting() {
    instructor.isPresenting = true
    record(.command("present"), after: nil)
    redraw()
  }

  /// The session so far as a script: what `--record` and `S` write.
  public var sessionScript: String {
    recording.recorder.script(finalWait: waitForEffectsSinceLastCommand)
  }

  /// Writes the session to its file (`--record`'s, or a new one named after the program and
  /// the time, kept up to date from then on) and says where in the status line.
  func saveSession() {
    let path = recording.recorder.path ?? defaultSessionPath()
    recording.recorder.path = path
    guard writeSession() else { return }
    let count = recording.recorder.commandCount
    instructor.status =
      "recording to \(path) (\(count) command\(count == 1 ? "" : "s") so far): replay it with --script or --demo --script"
  }

  /// What the app says on exit when the session was saved: where, and how to replay it; nil
  /// when it was not.
  public var sessionSavedMessage: String? {
    guard let path = recording.recorder.path else { return nil }
    let program = recording.recorder.program
    let count = recording.recorder.commandCount
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return """
      The session (\(count) command\(count == 1 ? "" : "s")) is saved in \(absolute)
      Replay it with: \(program) --script \(path)   (or --demo --script \(path), after adding # captions)
      """
  }

  /// Writes the session to its file, if it has one, making its folder when needed; a failure
  /// shows in the status line.
  @discardableResult
  func writeSession() -> Bool {
    guard let path = recording.recorder.path else { return false }
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try recording.recorder.write(to: path, finalWait: waitForEffectsSinceLastCommand)
      return true
    } catch {
      instructor.status = "cannot save the session to \(path): \(error.localizedDescription)"
      return false
    }
  }

  /// Tracks a send's effects: `finishEffects()` waits for them, and the recorder knows when
  /// they have ended.
  func track(_ task: StoreTask) {
    guard !task.isCancelled else { return }
    sent.inFlight.append(task)
    recording.runningEffects += 1
    Task { [weak self] in
      await task.finish()
      self?.recording.runningEffects -= 1
    }
  }

  /// Records what a key press did, once it did something, after `wait`: what
  /// `waitForEffectsSinceLastCommand` said before the key acted.
  func record(_ entry: ScriptedKey, after wait: String?) {
    recording.recorder.record(entry, after: wait)
    recording.entriesAfterLastCommand = log.entries.count
    recording.lastCommandTime = .now
    writeSession()
  }

  /// The wait a replay needs here, when effects sent actions back since the last recorded
  /// command: `wait` when none runs any more (they ended), else `wait 2.5s`, the time that has
  /// passed (a timer never ends: a replay lets it tick as long as it did); nil otherwise.
  var waitForEffectsSinceLastCommand: String? {
    guard log.entries.count > recording.entriesAfterLastCommand else { return nil }
    guard recording.runningEffects > 0 else { return "wait" }
    let elapsed = ContinuousClock.now - recording.lastCommandTime
    let tenths = max(1, Int((elapsed / .milliseconds(100)).rounded()))
    return "wait \(tenths / 10).\(tenths % 10)s"
  }

  /// What a key press means as a script command, worked out before the key acts; nil for keys
  /// a replay must not repeat (quitting, saving) and while a demo plays.
  func recordedEntry(for key: Key) -> ScriptedKey? {
    guard demo.player == nil, key != .ctrlC else { return nil }
    guard panel == .main else { return .command(key.name) }
    if timeTravel.viewedStep != nil {
      switch key {
      case .left, .character("<"): return .command("back")
      case .right, .character(">"): return .command("forward")
      case .enter: return .command("continue")
      case .escape: return .command("now")
      case .character("q"), .character("S"): return nil
      default: return builtInEntry(for: key)
      }
    }
    if let entry = viewRuntime.recordedEntry(for: key) { return entry }
    return builtInEntry(for: key)
  }

  private func builtInEntry(for key: Key) -> ScriptedKey? {
    switch key {
    case .character("q"), .character("S"): return nil
    case .character("?"): return .command("help")
    case .character("l"): return .command("log")
    case .character("r"): return .command("read")
    case .character("<"): return .command("back")
    case .character("P"): return .command("present")
    default: return .command(key.name)
    }
  }

  private func defaultSessionPath() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let name = "\(recording.recorder.program)-\(formatter.string(from: Date())).session"
    return recording.folder == "." ? name : recording.folder + "/" + name
  }
}
