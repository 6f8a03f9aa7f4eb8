extension TerminalApp {
  /// Runs a script (`ScriptCommand`, one per line; `#` a comment), printing after each command
  /// its actions with their diffs and the frame, as plain text. The exit code: 1 at an unknown
  /// command or a `wait` that gave up (each says why), the app's when it quits, else 0.
  public func runScript(
    _ lines: some Sequence<String>, size: TerminalSize = .standard,
    output: (String) -> Void, errorOutput: (String) -> Void
  ) async -> Int32 {
    await script.run(lines, on: self, size: size, output: output, errorOutput: errorOutput)
  }

  /// Performs a script command as the learner's keys would (a wait is the caller's): what each
  /// key did, and why a `tap` or `focus` found no control.
  func perform(_ command: ScriptCommand) -> (results: [KeyResult], failure: String?) {
    switch command {
    case .key(let key): return ([handle(key)], nil)
    case .pastKey(let key): return ([timeTravel.viewedStep == nil ? .ignored : handle(key)], nil)
    case .type(let text): return (text.map { handle(.character($0)) }, nil)
    case .wait: return ([], nil)
    case .tap(let title):
      let tapped = tap(title)
      if let result = tapped.result { return ([result], nil) }
      return ([], ViewMisuse.message(for: tapped.outcome, title: title, runtime: runtimeOnTop) ?? "")
    case .focus(let title):
      guard runtimeOnTop.focus(title: title) else {
        return ([], "focus \(title): no control titled \"\(title)\" can take the focus here; \(controlList)")
      }
      redraw()
      return ([], nil)
    }
  }

  /// The message for a script's first line that is no command, or nil when every line is one.
  func firstUnknownCommand(in lines: [String]) -> String? {
    let unknown = lines.map { String($0.trimmingSpaces) }.enumerated().first { _, text in
      !text.isEmpty && !text.hasPrefix("#") && ScriptCommand(text) == nil
    }
    return unknown.map { unknownCommandMessage($0.element, line: $0.offset + 1) }
  }

  /// The message for an unknown command: its line, the controls here, what would be valid.
  func unknownCommandMessage(_ text: String, line: Int) -> String {
    let commands =
      ["type <text>", "tap <title>", "focus <title>", "wait", "wait <3s, 500ms>", "help (?)", "log (l)"]
      + ["back (<)", "forward (>)", "continue", "now", "present (P)"] + (chapterText == nil ? [] : ["read (r)"])
    return """
      line \(line): unknown command "\(text)"
      \(controlList)
      valid commands: \((commands + ["quit (q)"]).joined(separator: ", "))
      or a key name: a single character, space, enter, esc, tab, shift-tab, backspace, delete, \
      up, down, left, right, home, end, pageup, pagedown, ctrl-<letter>
      """
  }

  /// The controls of the layer on top, by title, for a script's error.
  private var controlList: String {
    let controls = runtimeOnTop.frame().controls
    return controls.isEmpty ? "no control here" : "controls here: " + ViewMisuse.titleList(of: controls)
  }
}
