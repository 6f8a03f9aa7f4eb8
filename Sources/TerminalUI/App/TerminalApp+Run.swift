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
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        writeError("\(program): cannot read the script \"\(path)\"")
        return 1
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      return await runScript(lines, size: options.scriptSize, output: output, errorOutput: writeError)
    case .demo, .automatic:
      if options.mode == .automatic && isatty(STDIN_FILENO) != 1 {
        let lines = AnyIterator { readLine(strippingNewline: true) }
        return await runScript(
          IteratorSequence(lines), size: options.scriptSize, output: output,
          errorOutput: writeError)
      }
      if options.mode == .demo && demoSteps.isEmpty {
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
      return await runInteractive(session: session, demo: options.mode == .demo, speed: options.speed)
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

  /// The text `--help` prints for a program name: modes, options, keys, script commands.
  public func helpText(program: String) -> String {
    UsageText(
      program: program, title: title, chapter: chapter,
      appKeys: bindings.filter { !$0.keys.isEmpty }.map(\.hint),
      builtInKeys: builtInHints(forHelp: true),
      scriptCommands: bindings.filter { !$0.keys.isEmpty }.map {
        $0.command.padding(toLength: max(16, $0.command.count + 1), withPad: " ", startingAt: 0)
          + $0.summary + " (" + $0.keys.map(\.name).joined(separator: ", ") + ")"
      },
      hasDemo: !demoSteps.isEmpty
    ).text
  }

  private func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
