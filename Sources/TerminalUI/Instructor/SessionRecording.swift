import Foundation

/// The session's recording: the commands played so far and the file they go to, kept up to
/// date after every command (`--record FILE`, or `S`), with the waits a replay needs measured
/// from the effects still running and the actions they sent back.
@MainActor
final class SessionRecording {
  /// The commands of the session so far, and the file they are saved to.
  var recorder = SessionRecorder()
  /// Where `S` saves a session that has no file yet (`TerminalApp.sessionFolder`).
  var folder = "Sessions"
  /// The log whose growth says effects sent actions back.
  private let log: ActionLog
  /// The sends whose effects may still run.
  private let sent: SentTasks
  /// How many actions the log held right after the last recorded command: more now means
  /// effects sent actions back since.
  private var entriesAfterLastCommand = 0
  /// When the last command was recorded: how long a running effect had to send its actions.
  private var lastCommandTime = ContinuousClock.now

  /// A recording of the session `log` logs, whose effects `sent` tracks.
  init(log: ActionLog, sent: SentTasks) {
    self.log = log
    self.sent = sent
  }

  /// The session so far as a script: what `--record` and `S` write.
  var script: String { recorder.script(finalWait: waitSinceLastCommand) }

  /// The key a recording keeps in the built-in keys' help.
  static let hint = KeyHint("S", "save the session as a script")

  /// Saves the session to `path` now and after every command from now on; a failure message,
  /// or nil.
  func record(to path: String) -> String? {
    recorder.path = path
    return save()
  }

  /// Writes the session to its file (`--record`'s, or a new one named after the program and the
  /// time, kept up to date from then on): the status line's message, saying where or why not.
  func save() -> String? {
    let path = recorder.path ?? defaultPath()
    recorder.path = path
    if let failure = write() { return failure }
    let count = recorder.commandCount
    return "recording to \(path) (\(count) command\(count == 1 ? "" : "s") so far): replay it with --script or --demo --script"
  }

  /// What the app says on exit when the session was saved: where, and how to replay it; nil
  /// when it was not.
  var savedMessage: String? {
    guard let path = recorder.path else { return nil }
    let program = recorder.program
    let count = recorder.commandCount
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return """
      The session (\(count) command\(count == 1 ? "" : "s")) is saved in \(absolute)
      Replay it with: \(program) --script \(path)   (or --demo --script \(path), after adding # captions)
      """
  }

  /// Writes the session to its file, if it has one, making its folder when needed: why it
  /// could not, or nil.
  func write() -> String? {
    guard let path = recorder.path else { return nil }
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try recorder.write(to: path, finalWait: waitSinceLastCommand)
      return nil
    } catch {
      return "cannot save the session to \(path): \(error.localizedDescription)"
    }
  }

  /// Records what a key press did, once it did something, after `wait`: what
  /// `waitSinceLastCommand` said before the key acted. A failure to save, or nil.
  func record(_ entry: ScriptedKey, after wait: String?) -> String? {
    recorder.record(entry, after: wait)
    entriesAfterLastCommand = log.entries.count
    lastCommandTime = .now
    return write()
  }

  /// The wait a replay needs here, when effects sent actions back since the last recorded
  /// command: `wait` when none runs any more (they ended), else `wait 2.5s`, the time that has
  /// passed (a timer never ends: a replay lets it tick as long as it did); nil otherwise.
  var waitSinceLastCommand: String? {
    guard log.entries.count > entriesAfterLastCommand else { return nil }
    guard sent.runningCount > 0 else { return "wait" }
    let elapsed = ContinuousClock.now - lastCommandTime
    let tenths = max(1, Int((elapsed / .milliseconds(100)).rounded()))
    return "wait \(tenths / 10).\(tenths % 10)s"
  }

  /// What a key press of the app's own means as a script command (nil for keys a replay must
  /// not repeat: quitting, saving).
  static func builtInEntry(for key: Key) -> ScriptedKey? {
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

  private func defaultPath() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let name = "\(recorder.program)-\(formatter.string(from: Date())).session"
    return folder == "." ? name : folder + "/" + name
  }
}
