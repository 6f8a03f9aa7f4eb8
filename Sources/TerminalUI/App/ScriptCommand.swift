/// A script line resolved against an app's view.
enum ScriptCommand {
  case key(Key)
  case type(String)
  /// `wait`: until the effects finish, at most the app's `waitLimit`.
  case wait
  /// `wait 3s`, `wait 500ms`: lets effects run for that long, then goes on.
  case waitFor(Duration)
  /// `tap Pay`: presses the view's control titled `Pay` on the layer on top.
  case tap(String)
  /// `focus Email`: gives the focus to the view's control titled `Email`.
  case focus(String)
  /// One of the app's own commands: time travel (`back`, `forward`, `continue`, `now`) or the
  /// presenter view (`present`).
  case command(AppCommand)

  /// What a script line asks for; nil when it is no command.
  init?(_ text: String) {
    if text == "wait" {
      self = .wait
    } else if text.hasPrefix("wait "), let duration = Self.duration(String(text.dropFirst(5))) {
      self = .waitFor(duration)
    } else if text.hasPrefix("type ") {
      self = .type(String(text.dropFirst(5)))
    } else if text.hasPrefix("tap ") {
      self = .tap(String(text.dropFirst(4)))
    } else if text.hasPrefix("focus ") {
      self = .focus(String(text.dropFirst(6)))
    } else if let command = Self.instructorCommands[text] {
      self = .command(command)
    } else if let key = Key(name: Self.builtInKeys[text] ?? text) {
      self = .key(key)
    } else {
      return nil
    }
  }

  /// The script names of time travel and the presenter view.
  static let instructorCommands: [String: AppCommand] = [
    "back": .stepBack, "forward": .stepForward, "continue": .continueFromHere, "now": .backToNow,
    "present": .togglePresenter,
  ]

  /// The script names of the built-in keys.
  private static let builtInKeys = ["quit": "q", "help": "?", "log": "l", "read": "r"]

  /// The message for an unknown command: its line, the controls here (`controlList`), and what
  /// would have been valid (`read` when the app has a chapter text).
  static func unknownMessage(_ text: String, line: Int, controlList: String, canRead: Bool) -> String {
    var commands = ["type <text>", "tap <title>", "focus <title>"]
    commands += [
      "wait", "wait <3s, 500ms>", "help (?)", "log (l)", "back (<)", "forward (>)", "continue", "now",
      "present (P)",
    ]
    if canRead { commands.append("read (r)") }
    commands.append("quit (q)")
    return """
      line \(line): unknown command "\(text)"
      \(controlList)
      valid commands: \(commands.joined(separator: ", "))
      or a key name: a single character, space, enter, esc, tab, shift-tab, backspace, delete, \
      up, down, left, right, home, end, pageup, pagedown, ctrl-<letter>
      """
  }

  /// `3s`, `500ms`, `2.5s` as a duration; nil for anything else.
  static func duration(_ text: String) -> Duration? {
    let text = text.trimmingSpaces
    if text.hasSuffix("ms"), let value = Double(text.dropLast(2)), value >= 0 {
      return .milliseconds(value)
    }
    if text.hasSuffix("s"), let value = Double(text.dropLast()), value >= 0 {
      return .milliseconds(value * 1000)
    }
    return nil
  }
}

/// Why a script command could not be performed: the message a script prints after its line.
struct ScriptCommandFailure: Error {
  let message: String
}

extension TerminalApp {
  /// Performs a script command as the learner's keys would (a wait does nothing here: the
  /// script or the demo waits): what each key did, or why the control a `tap` or `focus` names
  /// could not be used.
  func perform(_ command: ScriptCommand) -> Result<[KeyResult], ScriptCommandFailure> {
    switch command {
    case .key(let key): return .success([handle(key)])
    case .type(let text): return .success(text.map { handle(.character($0)) })
    case .wait, .waitFor: return .success([])
    case .command(let command): return .success([perform(command)])
    case .tap(let title):
      let tapped = tap(title)
      guard let result = tapped.result else {
        let message = ViewMisuse.message(for: tapped.outcome, title: title, runtime: runtimeOnTop)
        return .failure(ScriptCommandFailure(message: message ?? ""))
      }
      return .success([result])
    case .focus(let title):
      guard runtimeOnTop.focus(title: title) else {
        return .failure(ScriptCommandFailure(
          message: "focus \(title): no control titled \"\(title)\" can take the focus here; \(controlList)"))
      }
      redraw()
      return .success([])
    }
  }
}
