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
    await script.run(lines, on: self, size: size, output: output, errorOutput: errorOutput)
  }

  /// The message for a script's first line that is no command, or nil when every line is one.
  func firstUnknownCommand(in lines: [String]) -> String? {
    for (index, line) in lines.enumerated() {
      let text = line.trimmingSpaces
      if text.isEmpty || text.hasPrefix("#") || ScriptCommand(String(text)) != nil { continue }
      return unknownCommandMessage(String(text), line: index + 1)
    }
    return nil
  }

  /// The message for an unknown command: its line, the controls here, and what would have been
  /// valid.
  func unknownCommandMessage(_ text: String, line: Int) -> String {
    ScriptCommand.unknownMessage(text, line: line, controlList: controlList, canRead: chapterText != nil)
  }

  /// The controls of the layer on top, by title, for a script's error.
  var controlList: String {
    let controls = runtimeOnTop.frame().controls
    return controls.isEmpty ? "no control here" : "controls here: " + ViewMisuse.titleList(of: controls)
  }

  /// Draws the view until nothing more appears, so that what `.onAppear` and `.task` sent is on
  /// the frame a script prints; that frame, the last one drawn (nothing changed after it).
  func settledFrame(size: TerminalSize) -> [Line] {
    var lines: [Line] = []
    viewRuntime.settle { lines = frame(size: size) }
    return lines
  }
}
