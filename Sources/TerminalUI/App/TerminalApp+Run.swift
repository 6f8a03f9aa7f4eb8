import Foundation

extension TerminalApp {
  /// Runs the app as its command line asks and exits the process with the app's exit code.
  public func main(arguments: [String] = CommandLine.arguments) async -> Never {
    let code = await run(arguments: arguments)
    exit(code)
  }

  /// Runs the app as `arguments` (the program's name first) ask and returns the exit code:
  /// `--help`; `--script FILE`; commands piped to standard input; `--demo`; or interactive on
  /// the terminal. A bad option or a missing terminal gets a clear message and exit code 1.
  public func run(arguments: [String] = CommandLine.arguments) async -> Int32 {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    let options: RunOptions
    do {
      options = try RunOptions.parse(Array(arguments.dropFirst()))
    } catch {
      writeError("\(program): \(error.message)\nRun \(program) --help to see the options.")
      return 1
    }
    let output = { (text: String) in print(text) }
    switch options.mode {
    case .help:
      print(helpText(program: program))
      return 0
    case .script(let path):
      let lines: ScriptLines
      do {
        lines = try ScriptLines(path: path)
      } catch {
        writeError("\(program): \(error.message)")
        return 1
      }
      return await runScript(lines, size: options.scriptSize, output: output, errorOutput: writeError)
    case .automatic where isatty(STDIN_FILENO) != 1:
      let lines = AnyIterator { readLine(strippingNewline: true) }
      return await runScript(
        IteratorSequence(lines), size: options.scriptSize, output: output, errorOutput: writeError)
    case .demo, .automatic:
      var steps = demo.steps
      if case .demo(let script?) = options.mode {
        do {
          let lines = Array(try ScriptLines(path: script))
          if let problem = firstUnknownCommand(in: lines) {
            writeError("\(program): \(script): \(problem)")
            return 1
          }
          steps = DemoStep.steps(fromScript: lines)
        } catch {
          writeError("\(program): \(error.message)")
          return 1
        }
      }
      if options.mode != .automatic && steps.isEmpty {
        writeError("\(program): this app has no demo")
        return 1
      }
      guard let session = TerminalSession() else {
        writeError(Self.notATerminalMessage(
          program: program, inputIsTerminal: isatty(STDIN_FILENO) == 1,
          outputIsTerminal: isatty(STDOUT_FILENO) == 1))
        return 1
      }
      styleSupport = options.noColor
        ? .plain
        : StyleSupport.detect(arguments: arguments, outputIsTerminal: true)
      recording.program = program
      quitLabel = options.quitLabel
      if let path = options.recordPath { record(to: path) }
      if options.presents { startPresenting() }
      let code = await runInteractive(
        session: session, demo: options.mode == .automatic ? nil : steps, speed: options.speed)
      if let saved = recording.savedMessage { print(saved) }
      return code
    }
  }

  /// What the app says when it needs the terminal and does not have it, naming the stream that
  /// is not one: `--demo </dev/null` lacks its input, `--demo | cat` its output.
  static func notATerminalMessage(
    program: String, inputIsTerminal: Bool, outputIsTerminal: Bool
  ) -> String {
    let streams =
      switch (inputIsTerminal, outputIsTerminal) {
      case (false, false): "standard input and standard output are not terminals"
      case (false, true): "standard input is not a terminal (it takes the keys)"
      default: "standard output is not a terminal (it draws the screen)"
      }
    return "\(program): \(streams); run it on a terminal, use --script FILE, or pipe commands to standard input"
  }

  /// Writes `text` to standard error on a line of its own: what standard output still holds in
  /// its buffer goes out first, so an error never lands in the middle of a frame or a diff.
  private func writeError(_ text: String) {
    fflush(nil)  // every output stream: standard output holds the frames
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
