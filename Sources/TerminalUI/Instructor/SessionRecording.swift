import Foundation

/// The session's recording (`--record FILE`, or `S`): the commands played so far, written after
/// each as a script `--script` and `--demo --script` replay, with the waits its effects needed.
@MainActor
final class SessionRecording {
  /// The file the session is saved to after every command (`--record FILE`, or the first `S`).
  var path: String?
  /// The program that played the session, named in the file's heading and its name.
  var program = "app"
  /// Where `S` saves a session that has no file yet (`Sessions` in the current directory).
  var folder = "Sessions"
  /// The commands recorded, and the text typed since the last one.
  private var (lines, typing) = ([String](), "")
  /// The log whose growth says effects sent actions back.
  private let log: ActionLog
  /// Whether the session's effects still run.
  private let effectsRun: () -> Bool
  /// How many actions the log held right after the last recorded command, and when that was.
  private var (entriesAfterLastCommand, lastCommandTime) = (0, ContinuousClock.now)

  /// A recording of the session `log` logs, whose effects run while `effectsRun` says so.
  init(log: ActionLog, effectsRun: @escaping () -> Bool) {
    self.log = log
    self.effectsRun = effectsRun
  }

  /// The key a recording keeps in the built-in keys' help.
  static let hint = KeyHint("S", "save the session as a script")

  /// How many commands the session has: `1 command`, `3 commands`.
  private var commandCount: String {
    let count = lines.count + (typing.isEmpty ? 0 : 1)
    return "\(count) command\(count == 1 ? "" : "s")"
  }

  /// The session so far as a script: the heading, the commands, the wait the last needs.
  var script: String {
    let heading = [
      "## \(program): a session recorded \(ISO8601DateFormatter().string(from: Date()))",
      "## Replay it: \(program) --script FILE, or \(program) --demo --script FILE for a walk-through.",
      "## A line \"# text\" above a command is a caption the walk-through shows; \"##\" lines are not shown.",
    ]
    let commands = lines + Self.typed(typing) + (waitSinceLastCommand.map { [$0] } ?? [])
    return (heading + commands).joined(separator: "\n") + "\n"
  }

  /// Saves the session to `path` (or its own, or a new one in `folder`) now and after every
  /// command: the status line's message, saying where or why not.
  func save(to path: String? = nil) -> String? {
    let path = path ?? self.path ?? defaultPath()
    self.path = path
    return write() ?? "recording to \(path) (\(commandCount) so far): replay it with --script or --demo --script"
  }

  /// What the app says on exit when the session was saved: where, and how to replay it.
  var savedMessage: String? {
    guard let path else { return nil }
    return """
      The session (\(commandCount)) is saved in \(URL(fileURLWithPath: path).standardizedFileURL.path)
      Replay it with: \(program) --script \(path)   (or --demo --script \(path), after adding # captions)
      """
  }

  /// Writes the session to its file, if it has one, making its folder: why it could not, or nil.
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

  /// Records a key press that did something, after `wait` (`waitSinceLastCommand` before the
  /// key acted), and saves: why it could not, or nil.
  func record(_ entry: ScriptedKey, after wait: String?) -> String? {
    if let wait { append(wait) }
    switch entry {
    case .typed(let character): typing.append(character)
    case .command(let command): append(command)
    }
    (entriesAfterLastCommand, lastCommandTime) = (log.entries.count, .now)
    return write()
  }

  /// The wait a replay needs when effects sent actions since the last command: `wait` once they
  /// ended, else the time that passed (`wait 2.5s`: a timer never ends); nil when none sent.
  var waitSinceLastCommand: String? {
    guard log.entries.count > entriesAfterLastCommand else { return nil }
    guard effectsRun() else { return "wait" }
    let tenths = max(1, Int(((ContinuousClock.now - lastCommandTime) / .milliseconds(100)).rounded()))
    return "wait \(tenths / 10).\(tenths % 10)s"
  }

  /// Appends a line after the text typed so far.
  private func append(_ line: String) {
    lines += Self.typed(typing) + [line]
    typing = ""
  }

  /// Typed text as script lines: a `type` line, its end spaces as `space` keys (a line is trimmed).
  private static func typed(_ text: String) -> [String] {
    let leading = text.prefix { $0 == " " }.count
    let core = text.dropFirst(leading)
    let trailing = core.reversed().prefix { $0 == " " }.count
    let typed = core.count > trailing ? ["type " + core.dropLast(trailing)] : []
    return Array(repeating: "space", count: leading) + typed + Array(repeating: "space", count: trailing)
  }

  /// A file in `folder` named after the program and the time.
  private func defaultPath() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let name = "\(program)-\(formatter.string(from: Date())).session"
    return folder == "." ? name : folder + "/" + name
  }
}
