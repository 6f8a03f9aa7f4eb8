/// What `kit --help` prints, and the list of commands that bare `kit` prints off a terminal.
enum KitHelp {
  /// One command as the help lists it.
  struct Entry: Equatable {
    /// How it is typed, e.g. `kit read N`.
    var usage: String
    /// What it does.
    var summary: String
  }

  /// Every command, in the order the help lists them.
  static let commands: [Entry] = [
    Entry(usage: "kit", summary: "the chapter menu (on a terminal; elsewhere, this overview)"),
    Entry(usage: "kit list", summary: "the chapters: what each teaches, which are ready"),
    Entry(
      usage: "kit read N",
      summary: "chapter N's text (in a pager on a terminal, as Markdown when piped)"),
    Entry(
      usage: "kit run N [--demo] [options…]",
      summary: "chapter N's app; --demo plays its walk-through, --help lists its options"),
    Entry(
      usage: "kit test N",
      summary: #"chapter N's tests (swift test --filter '^<its test module>\.')"#),
    Entry(
      usage: "kit exercises", summary: "the exercises per chapter: not started, started, passed"),
    Entry(usage: "kit check ID", summary: "grades exercise ID: its grader on your workbook file"),
    Entry(usage: "kit hint ID", summary: "the next hint for exercise ID, one at a time"),
    Entry(usage: "kit watch [ID]", summary: "grades the current exercise (or ID) at every save"),
    Entry(usage: "kit solution ID", summary: "the reference solution, once exercise ID passed"),
    Entry(
      usage: "kit reset ID [--force]",
      summary: "exercise ID's starting code as shipped; --force discards changes without asking"),
    Entry(usage: "kit --help", summary: "this help"),
  ]

  /// The commands as aligned lines: the usage, then what it does.
  static var commandLines: [String] {
    let width = commands.map(\.usage.count).max() ?? 0
    return commands.map { entry in
      "  " + entry.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary
    }
  }

  /// The whole help text, as wide as its entries make it: the kit wraps it to the terminal's
  /// width (`wrappedUnderColumns(toWidth:)`).
  static var text: String {
    ([
      "kit: the Composable kit's course runner. Learn The Composable Architecture (TCA)",
      "chapter by chapter: read the text, play with the app, run its tests.",
      "",
      "Commands:",
    ] + commandLines + [
      "",
      "In the menu: ↑ ↓ select, Enter opens, r reads, a runs the app, d plays the demo,",
      "t runs the tests, Esc goes back, ? shows the keys, q quits.",
      "",
      "Exit codes: 0 done; 1 it could not be done (a chapter still coming, a failing suite or",
      "exercise); 2 a command line or exercise id the kit does not understand; an app or a",
      "suite's own code otherwise.",
    ]).joined(separator: "\n")
  }
}
