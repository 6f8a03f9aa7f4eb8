import Composable
import TestTags
import Testing
@testable import TerminalUI

@MainActor
@Suite("Script mode", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct ScriptModeTests {
  private func run(_ script: [String], size: TerminalSize = TerminalSize(columns: 50, rows: 12)) async -> (code: Int32, output: String, errors: String) {
    let app = makeCounterApp()
    var output: [String] = []
    var errors: [String] = []
    let code = await app.runScript(script, size: size, output: { output.append($0) }, errorOutput: { errors.append($0) })
    return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  @Test("a good script prints each command, its actions with their diffs, and each frame")
  func goodScript() async {
    let result = await run(["# a comment", "", "tap +", "+", "tap Double", "wait", "log", "q"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.hasPrefix("── start\n┌"))
    #expect(result.output.contains("── 3: tap +\n▸ TestCounter.Action.incrementTapped"))
    #expect(result.output.contains("│Count: 2"))
    #expect(result.output.contains("▸ TestCounter.Action.doubled(4)"))
    #expect(result.output.contains("│Count: 4"))
    #expect(result.output.contains("Action log · 4 actions"))
    #expect(result.output.hasSuffix("── 8: q\n── quit, exit code 0"))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("the reader's buttons are tapped by title, as every screen's: Close goes back to the app")
  func readerByTitles() async {
    let result = await run(["read", "tap Page down", "tap +", "tap Close", "tap +"], size: TerminalSize(columns: 50, rows: 20))
    #expect(result.code == 1)
    #expect(result.output.contains("│ Press +."))
    #expect(result.output.contains("lines 1–"))
    // Under the reader, the app's + is covered: the script says which buttons are there.
    #expect(result.errors.hasPrefix(#"line 3: tap("+"): no button titled "+" on the screen on top"#))
    #expect(result.errors.contains(#""Page down""#) && result.errors.contains(#""Close""#))
    let closing = await run(["read", "tap Close", "tap +"], size: TerminalSize(columns: 50, rows: 20))
    #expect(closing.code == 0)
    #expect(closing.output.contains("│Count: 1"), "Close went back to the app, whose + then counts")
  }

  @Test("a diff shows the old and the new value")
  func diffs() async {
    let result = await run(["tap +"])
    #expect(result.output.contains("count: 0"))
    #expect(result.output.contains("count: 1"))
  }

  @Test("typing into a field and keys by name")
  func typing() async {
    let result = await run(["focus Name", "type Grace", "enter"])
    #expect(result.code == 0)
    #expect(result.output.contains("│Hello, Grace!"))
    #expect(result.output.contains("TestCounter.Action.nameChanged(\"Grace\")"))
  }

  @Test("a key that does nothing is noted, not an error")
  func ignoredKey() async {
    let result = await run(["z"])
    #expect(result.code == 0)
    #expect(result.output.contains("(z does nothing here)"))
  }

  @Test("an unknown command stops the script with its line number, the controls there and the valid commands")
  func unknownCommand() async {
    let result = await run(["tap +", "jump", "tap +"])
    #expect(result.code == 1)
    #expect(result.errors.contains("line 2: unknown command \"jump\""))
    #expect(result.errors.contains(#"controls here: "+", "-", "Double", "Load", "Finish", "Timer", "Name""#))
    #expect(result.errors.contains("valid commands: type <text>, tap <title>, focus <title>"))
    #expect(result.errors.contains("quit (q)"))
    #expect(!result.output.contains("── 3:"))
  }

  @Test("an empty script prints the first frame and succeeds")
  func emptyScript() async {
    let result = await run([])
    #expect(result.code == 0)
    #expect(result.output.contains("│Count: 0"))
    #expect(result.errors.isEmpty)
  }

  @Test(
    "a frame's rules are as wide as the window, corner and all: in a terminal that wide they do not wrap",
    arguments: [50, 80])
  func framesFitTheWindow(columns: Int) async {
    let result = await run(["tap +"], size: TerminalSize(columns: columns, rows: 12))
    let lines = result.output.split(separator: "\n").map(String.init)
    let rules = lines.filter { $0.hasPrefix("┌") || $0.hasPrefix("└") }
    #expect(rules.count == 4, "two frames, each between two rules")
    #expect(rules.allSatisfy { $0.displayWidth == columns })
    let rows = lines.filter { $0.hasPrefix("│") }
    #expect(!rows.isEmpty)
    #expect(rows.filter { $0.displayWidth > columns } == [])
  }

  @Test("a script at a size below the minimum prints the too-small message")
  func tooSmall() async {
    let result = await run([], size: TerminalSize(columns: 30, rows: 6))
    #expect(result.output.contains("window too small"))
  }

  @Test("Ctrl-C in a script quits with 130")
  func controlC() async {
    let result = await run(["+", "ctrl-c", "+"])
    #expect(result.code == 130)
    #expect(!result.output.contains("── 3:"))
  }
}

@Suite("Command line", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct RunOptionsTests {
  @Test("modes and options")
  func parse() throws {
    #expect(try RunOptions.parse([]) == RunOptions())
    #expect(try RunOptions.parse(["--script", "a.txt"]).mode == .script(path: "a.txt"))
    #expect(try RunOptions.parse(["--script=a.txt"]).mode == .script(path: "a.txt"))
    let demo = try RunOptions.parse(["--demo", "--speed", "2", "--no-color"])
    #expect(demo.mode == .demo(script: nil))
    #expect(demo.speed == 2)
    #expect(demo.noColor)
    #expect(try RunOptions.parse(["--size", "100x30"]).scriptSize == TerminalSize(columns: 100, rows: 30))
    #expect(try RunOptions.parse(["--demo", "--help"]).mode == .help)
    #expect(try RunOptions.parse(["--script", "-"]).mode == .script(path: "-"))
    #expect(try RunOptions.parse(["--demo", "--script", "s.session"]).mode == .demo(script: "s.session"))
    #expect(try RunOptions.parse(["--script", "s.session", "--demo"]).mode == .demo(script: "s.session"))
    let recording = try RunOptions.parse(["--record", "class.session", "--present"])
    #expect(recording.mode == .automatic)
    #expect(recording.recordPath == "class.session")
    #expect(recording.presents)
  }

  @Test(
    "bad command lines get a clear message",
    arguments: [
      (["--colour"], "unknown option \"--colour\""),
      (["--script"], "--script needs a value"),
      (["--speed", "fast"], "--speed needs a positive number, like 2 or 0.5, not \"fast\""),
      (["--speed", "0"], "--speed needs a positive number, like 2 or 0.5, not \"0\""),
      (["--size", "big"], "--size needs columns x rows, like 100x30, not \"big\""),
      (["--record"], "--record needs a value"),
      (["--record", "a", "--script", "b"], "--record records a session you play on the terminal, not a --script or --demo"),
    ])
  func errors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try RunOptions.parse(arguments) }
  }

  @MainActor
  @Test("a bad option makes run() fail with 1; --help describes every mode")
  func runAndHelp() async {
    let app = makeCounterApp()
    #expect(await app.run(arguments: ["counter", "--bogus"]) == 1)
    #expect(await app.run(arguments: ["counter", "--script", "/nonexistent/script.txt"]) == 1)
    let help = app.helpText(program: "counter")
    for expected in [
      "--script FILE", "--demo", "--speed", "--no-color", "--help", "NO_COLOR", "tap <title>", "type <text>", "130",
      "wait 3s, 500ms", "--demo --script FILE", "--record FILE", "--present", "back, forward", "continue, now", "presenter view",
      "log, help       the action log on or off (l)", "read, quit",
    ] {
      #expect(help.contains(expected), "\(expected)")
    }
  }

  @MainActor
  @Test("--help on an 80-column terminal: every line fits, and an entry written over two lines reflows under its column")
  func helpFitsTheTerminal() {
    let help = makeCounterApp().helpText(program: "counter").wrappedUnderColumns(toWidth: 80)
    let lines = help.components(separatedBy: "\n")
    #expect(lines.allSatisfy { $0.displayWidth <= 80 })
    #expect(
      help.contains(
        """
          --quit-label TEXT  what q says it does, for a program that goes on after the
                             app (a launcher's "back to the list")

        """))
    #expect(
      help.contains(
        """
          counter --script FILE        run the commands in FILE (one per line) and print
                                       every frame and state diff as plain text
          commands | counter           the same, with commands from standard input (or
                                       --script -)
        """))
  }
}

@MainActor
@Suite("Script mode: wait while a timer runs", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct ScriptWaitTests {
  /// The counter with its timer on a test clock that nobody advances, and the script's waits
  /// measured on an immediate clock: a wait's limit passes at once, and no real time passes.
  private func run(_ script: [String]) async -> (code: Int32, output: String, errors: String) {
    let app = makeCounterApp { $0.continuousClock = TestClock() }
    app.script.clock = ImmediateClock()
    var output: [String] = []
    var errors: [String] = []
    let code = await app.runScript(
      script, output: { output.append($0) }, errorOutput: { errors.append($0) })
    return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  @Test("wait with a running timer gives up at its limit, says what to write instead, exits 1")
  func waitGivesUp() async {
    let result = await run(["tap Timer", "wait", "+"])
    #expect(result.code == 1)
    #expect(result.errors.contains("line 2: wait gave up after 10.0 seconds: effects are still running"))
    #expect(result.errors.contains("write `wait 3s`"))
    #expect(result.errors.contains("the command that stops it"))
    #expect(!result.output.contains("── 3: +"))
  }

  @Test("wait 3s lets a running timer be and goes on with the script")
  func waitForADuration() async {
    let result = await run(["tap Timer", "wait 3s", "+"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("── 2: wait 3s"))
    #expect(result.output.contains("── 3: +\n▸ TestCounter.Action.incrementTapped"))
  }

  @Test("wait with a misspelt duration is an unknown command")
  func badDuration() async {
    let result = await run(["wait 3 parsecs"])
    #expect(result.code == 1)
    #expect(result.errors.contains(#"line 1: unknown command "wait 3 parsecs""#))
    #expect(result.errors.contains("wait <3s, 500ms>"))
  }
}
