import Foundation

/// The commands of an interactive session, kept as they are played, and written as a script
/// that `--script FILE` and `--demo --script FILE` replay: one command per line (a key map
/// command such as `increment`, a built-in such as `log` or `back`, `type <text>` for what was
/// typed into a field, or a key name), `wait` where the effects of earlier commands had ended
/// before the next one, and `##` comments a replay does not show.
struct SessionRecorder {
  /// One thing a key press did, as a script says it.
  enum Entry: Equatable {
    /// A script command.
    case command(String)
    /// A character typed into a text field (consecutive ones become one `type` line).
    case typed(Character)
  }

  /// The file the session is saved to after every command (`--record FILE`, or the first `S`).
  var path: String?
  /// The program that played the session, named in the file's heading.
  var program = "app"
  private var lines: [String] = []
  private var typing = ""
  private var effectsToWaitFor = false

  /// Records what a key press did. `effectsRunning` says whether effects of earlier commands
  /// are still running: when the ones started since the last `wait` have all ended, a `wait`
  /// goes first, so the replay lets them end too.
  mutating func record(_ entry: Entry, effectsRunning: Bool) {
    insertWaitIfEnded(effectsRunning: effectsRunning)
    switch entry {
    case .typed(let character): typing.append(character)
    case .command(let command):
      flushTyping()
      lines.append(command)
    }
  }

  /// Notes that the last command started effects.
  mutating func effectsStarted() {
    effectsToWaitFor = true
  }

  /// How many commands the session has.
  var commandCount: Int { lines.count + (typing.isEmpty ? 0 : 1) }

  /// The script: a heading of `##` comments, then the commands.
  func script(effectsRunning: Bool, date: Date = Date()) -> String {
    var copy = self
    copy.insertWaitIfEnded(effectsRunning: effectsRunning)
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
  func write(to path: String, effectsRunning: Bool) throws {
    try script(effectsRunning: effectsRunning).write(toFile: path, atomically: true, encoding: .utf8)
  }

  private mutating func insertWaitIfEnded(effectsRunning: Bool) {
    guard effectsToWaitFor, !effectsRunning else { return }
    flushTyping()
    lines.append("wait")
    effectsToWaitFor = false
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
