import Foundation

/// The commands of an interactive session, kept as they are played, and written as a script
/// that `--script FILE` and `--demo --script FILE` replay: one command per line (`tap Title`
/// for a press of a view's control, a built-in such as `log` or `back`, `type <text>` for what
/// was typed into a field, or a key name), a wait where effects had sent actions back before the
/// next command (`wait` when they had ended, `wait 2.5s` for the time that passed while one, like
/// a timer, still ran), and `##` comments a replay does not show.
struct SessionRecorder {
  /// The file the session is saved to after every command (`--record FILE`, or the first `S`).
  var path: String?
  /// The program that played the session, named in the file's heading.
  var program = "app"
  private var lines: [String] = []
  private var typing = ""

  /// Records what a key press did, after `wait` (a `wait` or `wait 2.5s` line) when effects
  /// sent actions back since the last command, so that a replay lets them do so too.
  mutating func record(_ entry: ScriptedKey, after wait: String?) {
    if let wait { append(wait) }
    switch entry {
    case .typed(let character): typing.append(character)
    case .command(let command):
      flushTyping()
      lines.append(command)
    }
  }

  /// How many commands the session has.
  var commandCount: Int { lines.count + (typing.isEmpty ? 0 : 1) }

  /// The script: a heading of `##` comments, then the commands, and `finalWait` if any.
  func script(finalWait: String?, date: Date = Date()) -> String {
    var copy = self
    if let finalWait { copy.append(finalWait) }
    copy.flushTyping()
    let stamp = ISO8601DateFormatter().string(from: date)
    let heading = [
      "## \(program): a session recorded \(stamp)",
      "## Replay it: \(program) --script FILE, or \(program) --demo --script FILE for a walk-through.",
      "## A line \"# text\" above a command is a caption the walk-through shows; \"##\" lines are not shown.",
    ]
    return (heading + copy.lines).joined(separator: "\n") + "\n"
  }

  /// Writes the script to `path`.
  func write(to path: String, finalWait: String?) throws {
    try script(finalWait: finalWait).write(toFile: path, atomically: true, encoding: .utf8)
  }

  private mutating func append(_ wait: String) {
    flushTyping()
    lines.append(wait)
  }

  /// Ends the text being typed: a `type` line, with spaces at its ends as `space` keys (a
  /// script line's ends are trimmed).
  private mutating func flushTyping() {
    guard !typing.isEmpty else { return }
    let leading = typing.prefix { $0 == " " }.count
    let core = typing.dropFirst(leading)
    let trailing = core.reversed().prefix { $0 == " " }.count
    lines += Array(repeating: "space", count: leading)
    if core.count > trailing { lines.append("type " + core.dropLast(trailing)) }
    lines += Array(repeating: "space", count: trailing)
    typing = ""
  }
}
