import Composable

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
}

extension TerminalApp {
  /// Runs a script: one command per line (`tap Title`, `focus Title`, a key name,
  /// `type <text>`, `wait`, `wait 3s`; `#` starts a comment). After each command it prints the
  /// actions the store received with their state diffs, then the frame, as plain text (blank rows
  /// run together). Stops with exit code 1 at an unknown command (saying its line and the valid
  /// commands) and at a `wait` whose effects are still running after `waitLimit` (a timer never
  /// ends by itself: the message says what to do instead), with the app's code when a command
  /// quits, and with 0 at the end of the script; an empty script just prints the first frame.
  public func runScript(
    _ lines: some Sequence<String>, size: TerminalSize = .standard,
    output: (String) -> Void, errorOutput: (String) -> Void
  ) async -> Int32 {
    styleSupport = .plain
    printFrame(settledFrame(size: size), heading: "start", size: size, output: output)
    for (index, rawLine) in lines.enumerated() {
      let text = rawLine.trimmingSpaces
      if text.isEmpty || text.hasPrefix("#") { continue }
      guard let command = scriptCommand(String(text)) else {
        errorOutput(unknownCommandMessage(String(text), line: index + 1))
        return 1
      }
      let (entriesBefore, notesBefore) = (log.entries.count, log.notes.count)
      var results: [KeyResult] = []
      switch command {
      case .key(let key): results = [handle(key)]
      case .type(let text): results = text.map { handle(.character($0)) }
      case .wait:
        guard await script.waitForEffects(upTo: script.waitLimit, finishEffects: finishEffects) else {
          errorOutput(script.waitGaveUpMessage(line: index + 1))
          return 1
        }
      case .waitFor(let duration):
        _ = await script.waitForEffects(upTo: duration, finishEffects: finishEffects)
      case .command(let command): results = [perform(command)]
      case .tap(let title):
        let tapped = tap(title)
        guard let result = tapped.result else {
          errorOutput(tapMessage(title, outcome: tapped.outcome, line: index + 1))
          return 1
        }
        results = [result]
      case .focus(let title):
        guard viewRuntime.focus(title: title) else {
          errorOutput("line \(index + 1): focus \(title): no control titled \"\(title)\" can take the focus here; \(controlList)")
          return 1
        }
        redraw()
      }
      let started = results.compactMap { result -> [StoreTask]? in
        if case .sent(let tasks) = result { return tasks }
        return nil
      }.flatMap { $0 }
      await ScriptRunner.settle(started)
      // What `.onAppear` and `.task` send as a view appears belongs to this step's log; the
      // frame drawn last is the one printed after it.
      var settled: [Line] = []
      if exitCode == nil { settled = settledFrame(size: size) }
      output("── \(index + 1): \(text)")
      if log.notes.count > notesBefore, let note = log.notes.last { output("⟲ " + note.text) }
      for entry in log.entries[min(entriesBefore, log.entries.count)...] {
        output(entry.lines.map(\.plainText).joined(separator: "\n"))
      }
      if case .key(let key) = command, results.allSatisfy({ if case .ignored = $0 { true } else { false } }) {
        output("(\(key.name) does nothing here)")
      }
      if let exitCode {
        output("── quit, exit code \(exitCode)")
        return exitCode
      }
      printFrame(settled, heading: nil, size: size, output: output)
    }
    return 0
  }

  /// What a script line asks for, or nil when it is no command.
  func scriptCommand(_ text: String) -> ScriptCommand? {
    if text == "wait" { return .wait }
    if text.hasPrefix("wait "), let duration = Self.duration(String(text.dropFirst(5))) {
      return .waitFor(duration)
    }
    if text.hasPrefix("type ") { return .type(String(text.dropFirst(5))) }
    if text.hasPrefix("tap ") { return .tap(String(text.dropFirst(4))) }
    if text.hasPrefix("focus ") { return .focus(String(text.dropFirst(6))) }
    if let command = Self.instructorCommands[text] { return .command(command) }
    let builtIn = ["quit": "q", "help": "?", "log": "l", "read": "r"]
    if let keyName = builtIn[text], let key = Key(name: keyName) { return .key(key) }
    return Key(name: text).map(ScriptCommand.key)
  }

  /// The script names of time travel and the presenter view.
  static var instructorCommands: [String: AppCommand] {
    [
      "back": .stepBack, "forward": .stepForward, "continue": .continueFromHere, "now": .backToNow,
      "present": .togglePresenter,
    ]
  }

  /// Runs one of the app's own commands as a key would, and redraws.
  func perform(_ command: AppCommand) -> KeyResult {
    guard exitCode == nil else { return .ignored }
    return drawingOnce { execute(command) }
  }

  /// The message for an unknown command: its line, and what would have been valid.
  func unknownCommandMessage(_ text: String, line: Int) -> String {
    var commands = ["type <text>", "tap <title>", "focus <title>"]
    commands += [
      "wait", "wait <3s, 500ms>", "help (?)", "log (l)", "back (<)", "forward (>)", "continue", "now",
      "present (P)",
    ]
    if chapterText != nil { commands.append("read (r)") }
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

  /// Draws the view until nothing more appears, so that what `.onAppear` and `.task` sent is on
  /// the frame a script prints; that frame, the last one drawn (nothing changed after it).
  func settledFrame(size: TerminalSize) -> [Line] {
    var lines: [Line] = []
    viewRuntime.settle { lines = frame(size: size) }
    return lines
  }

  /// Prints `frame`, drawn for `size`, as plain text between two rules (the message that the
  /// window is too small instead, when it is).
  private func printFrame(
    _ frame: [Line], heading: String?, size: TerminalSize, output: (String) -> Void
  ) {
    if let heading { output("── \(heading)") }
    let lines = size.fits(minimumSize) ? frame : WindowTooSmall.lines(need: minimumSize, have: size)
    let rule = String(repeating: "─", count: size.columns)
    output("┌" + rule)
    var previousWasBlank = false
    for line in lines.prefix(size.rows) {
      var text = line.clipped(toWidth: size.columns).plainText
      while text.last == " " { text.removeLast() }
      // Runs of blank rows (the empty part of the screen) are printed as one.
      if text.isEmpty && previousWasBlank { continue }
      previousWasBlank = text.isEmpty
      output("│" + text)
    }
    output("└" + rule)
  }
}

extension TerminalApp {
  /// Presses the view's control titled `title`, as a key would: what the press did (nil when
  /// nothing was pressed), and the tap's outcome, which says why.
  @discardableResult
  func tap(_ title: String) -> (result: KeyResult?, outcome: ViewRuntime.TapOutcome) {
    guard exitCode == nil else { return (nil, .pressed) }
    var outcome = ViewRuntime.TapOutcome.pressed
    let result = drawingOnce {
      sendingFromView {
        outcome = viewRuntime.tap(title)
        return outcome == .pressed
      }
    }
    return (result, outcome)
  }

  /// Why `tap title` pressed nothing (`outcome`), for a script's error.
  func tapMessage(_ title: String, outcome: ViewRuntime.TapOutcome, line: Int) -> String {
    let message = ViewMisuse.message(for: outcome, title: title, runtime: viewRuntime) ?? ""
    return "line \(line): " + message
  }

  /// The controls of the layer on top, by title, for a script's error.
  var controlList: String {
    let controls = viewRuntime.frame().controls
    return controls.isEmpty ? "no control here" : "controls here: " + ViewMisuse.titleList(of: controls)
  }
}
