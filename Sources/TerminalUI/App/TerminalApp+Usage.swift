import Foundation

extension TerminalApp {
  /// The text `--help` prints for a program name: the modes, the options, the keys and the
  /// script commands.
  public func helpText(program: String) -> String {
    let pad = String(repeating: " ", count: program.count)
    var lines = [
      chapter.map { "\(title) (chapter \($0))" } ?? title,
      "",
      "Usage:",
      "  \(program)                      play with the app in this terminal",
      "  \(program) --script FILE        run the commands in FILE (one per line) and print",
      "  \(pad)                      every frame and state diff as plain text",
      "  commands | \(program)           the same, with commands from standard input (or --script -)",
    ]
    if !demo.steps.isEmpty {
      lines.append("  \(program) --demo [--speed X]   a captioned walk-through: Space pauses, → steps,")
      lines.append("  \(pad)                      --speed 2 plays twice as fast")
    }
    lines += [
      "  \(program) --demo --script FILE",
      "  \(pad)                      a walk-through of a script's commands, captioned by its",
      "  \(pad)                      \"# caption\" lines (a recorded session, captions added by hand)",
      "  \(program) --record FILE        play, and save the session as a script for --script or --demo",
      "  \(program) --present            play in the presenter view (P switches it): no header, a",
      "  \(pad)                      footer of P alone, the newest action and its diff beside the app",
      "  \(program) --help               this help",
      "",
      "Options:",
      "  --no-color      no styles (also when NO_COLOR is set, TERM=dumb, or output is not a terminal)",
      "  --size WxH      the screen size of script frames (default 80x24)",
      "  --quit-label TEXT  what q says it does, for a program that goes on after the app",
      "                  (a launcher's \"back to the list\")",
      "",
      "Keys:",
    ]
    let keys = viewRuntime.usageHints() + builtInHints(forHelp: true) + instructorHints
    let width = (keys.map(\.keys.displayWidth).max() ?? 0) + 2
    lines += keys.map { "  " + $0.keys + String(repeating: " ", count: max(1, width - $0.keys.displayWidth)) + $0.action }
    lines += [
      "",
      "Script commands (one per line, # starts a comment):",
      "  tap <title>     presses the button (or flips the toggle, picks the tab) titled so, on the",
      "                  layer on top; the one nearest the focus when several share the title",
      "  focus <title>   gives that control the focus (a text field then takes what `type` types)",
      "  type <text>     types text, one key at a time",
      "  wait            waits until the effects still running have finished (a script fails",
      "                  when they run on past its limit, as a timer does)",
      "  wait 3s, 500ms  lets the effects run that long, then goes on",
      "  back, forward   time travel: the state before or after the step shown (< and > keys)",
      "  continue, now   go on from the step shown (Enter), or back to the present (Esc)",
      "  present         the presenter view on or off (P)",
      "  log, help       the action log on or off (l), the help (?)",
      "  read, quit      the chapter's text (r), quit (q)",
      "  or a key name: a character, space, enter, esc, tab, shift-tab, backspace, delete, up, down,",
      "  left, right, home, end, pageup, pagedown, ctrl-<letter>",
      "",
      "Exit codes: 0 after q or the end of a script, 1 for a bad script command or option,",
      "130 after Ctrl-C, 143 after SIGTERM.",
    ]
    return lines.joined(separator: "\n")
  }
}

/// Prints a help text on standard output, wrapped under its columns to the terminal's width
/// (see `wrappedUnderColumns(toWidth:)`); as it is when standard output is no terminal.
public func printHelp(_ text: String) {
  print(text.wrappedUnderColumns(toWidth: TerminalSize.of(fileDescriptor: STDOUT_FILENO)?.columns))
}
