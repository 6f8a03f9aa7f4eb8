import Foundation

/// The session's recording (`--record FILE`, or `S`): the commands played so far, written after
/// every command as a script that `--script FILE` and `--demo --script FILE` replay: `tap Title`
/// for a press of a view's control, a built-in such as `log` or `back`, `type <text>` for what
/// was typed into a field, or a key name; a wait where effects had sent actions back before the
/// next command (`wait` when they had ended, `wait 2.5s` for the time that passed while one, like
/// a timer, still ran); and a heading of `##` comments a replay does not show.
@MainActor
final class SessionRecording {
  /// The file the session is saved to after every command (`--record FILE`, or the first `S`).
  var path: String?
  /// The program that played the session, named in the file's heading and its name.
  var program = "app"
  /// Where `S` saves a session that has no file yet (`TerminalApp.sessionFolder`).
  var folder = "Sessions"
  private var lines: [String] = []
  private var typing = ""
  /// The log whose growth says effects sent actions back.
  private let log: ActionLog
  /// The sends whose effects may still run.
  private let sent: SentTasks
  /// How many actions the log held right after the last recorded command.
  private var entriesAfterLastCommand = 0
  /// When the last command was recorded: how long a running effect had to send its actions.
  private var lastCommandTime = ContinuousClock.now

  /// A recording of the session `log` logs, whose effects `sent` tracks.
  init(log: ActionLog, sent: SentTasks) {
    self.log = log
    self.sent = sent
  }

  /// The key a recording keeps in the built-in keys' help.
  static let hint = KeyHint("S", "save the session as a script")

  /// How many commands the session has.
  var commandCount: Int { lines.count + (typing.isEmpty ? 0 : 1) }

  /// The session so far as a script: the heading, the commands, the wait the last needs.
  var script: String {
    let stamp = ISO8601DateFormatter().string(from: Date())
    let heading = [
      "## \(program): a session recorded \(stamp)",
      "## Replay it: \(program) --script FILE, or \(program) --demo --script FILE for a walk-through.",
      "## A line \"# text\" above a command is a caption the walk-through shows; \"##\" lines are not shown.",
    ]
    let commands = lines + Self.typed(typing) + (waitSinceLastCommand.map { [$0] } ?? [])
    return (heading + commands).joined(separator: "\n") + "\n"
  }

  /// Saves the session to `path` now and after every command from now on; a failure message,
  /// or nil.
  func record(to path: String) -> String? {
    self.path = path
    return save()
  }

  /// Writes the session to its file (`--record`'s, or a new one named after the program and the
  /// time, kept up to date from then on): the status line's message, saying where or why not.
  func save() -> String? {
    let path = path ?? defaultPath()
    self.path = path
    if let failure = write() { return failure }
    return "recording to \(path) (\(Self.commands(commandCount)) so far): replay it with --script or --demo --script"
  }

  /// What the app says on exit when the session was saved: where, and how to replay it; nil
  /// when it was not.
  var savedMessage: String? {
    guard let path else { return nil }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return """
      The session (\(Self.commands(commandCount))) is saved in \(absolute)
      Replay it with: \(program) --script \(path)   (or --demo --script \(path), after adding # captions)
      """
  }

  /// Writes the session to its file, if it has one, making its folder when needed: why it
  /// could not, or nil.
  func write() -> String? {
    guard let path else { return nil }
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try script.write(toFile: path, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "cannot save the session to \(path): \(error.localizedDescription)"
    }
  }

  /// Records what a key press did, once it did something, after `wait` (what
  /// `waitSinceLastCommand` said before the key acted), so that a replay lets effects send
  /// their actions too. A failure to save, or nil.
  func record(_ entry: ScriptedKey, after wait: String?) -> String? {
    if let wait { append(wait) }
    switch entry {
    case .typed(let character): typing.append(character)
    case .command(let command): append(command)
    }
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

  /// Appends a line after the text typed so far.
  private func append(_ line: String) {
    lines += Self.typed(typing) + [line]
    typing = ""
  }

  /// Text typed into a field as script lines: a `type` line, with spaces at its ends as `space`
  /// keys (a script line's ends are trimmed); none for no text.
  private static func typed(_ text: String) -> [String] {
    let leading = text.prefix { $0 == " " }.count
    let core = text.dropFirst(leading)
    let trailing = core.reversed().prefix { $0 == " " }.count
    let typed = core.count > trailing ? ["type " + core.dropLast(trailing)] : []
    return Array(repeating: "space", count: leading) + typed + Array(repeating: "space", count: trailing)
  }

  /// `1 command`, `3 commands`.
  private static func commands(_ count: Int) -> String { "\(count) command\(count == 1 ? "" : "s")" }

  private func defaultPath() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let name = "\(program)-\(formatter.string(from: Date())).session"
    return folder == "." ? name : folder + "/" + name
  }
}
