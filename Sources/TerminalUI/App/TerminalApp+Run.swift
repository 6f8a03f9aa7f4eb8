import Foundation

extension TerminalApp {
  /// Runs the app as its command line asks and exits the process with the app's exit code.
  public func main(arguments: [String] = CommandLine.arguments) async -> Never {
    exit(await run(arguments: arguments))
  }

  /// Runs the app as `arguments` (the program's name first) ask and returns the exit code:
  /// `--help`; `--script FILE`; commands piped to standard input; `--demo`; or interactive on
  /// the terminal. A bad option or a missing terminal gets a clear message and exit code 1.
  public func run(arguments: [String] = CommandLine.arguments) async -> Int32 {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    let options: RunOptions
    do { options = try RunOptions.parse(Array(arguments.dropFirst())) } catch {
      writeError("\(program): \(error.message)\nRun \(program) --help to see the options.")
      return 1
    }
    do {
      return try await run(options, program: program, arguments: arguments)
    } catch {
      writeError("\(program): \(error.message)")
      return 1
    }
  }

  /// Runs the app in the mode `options` name; what keeps it from starting is thrown.
  private func run(_ options: RunOptions, program: String, arguments: [String]) async throws(UsageError) -> Int32 {
    let output = { (text: String) in print(text) }
    switch options.mode {
    case .help:
      printHelp(helpText(program: program))
      return 0
    case .script(let path):
      let lines = try ScriptLines(path: path)
      return await runScript(lines, size: options.scriptSize, output: output, errorOutput: writeError)
    case .automatic where isatty(STDIN_FILENO) != 1:
      let lines = IteratorSequence(AnyIterator { readLine(strippingNewline: true) })
      return await runScript(lines, size: options.scriptSize, output: output, errorOutput: writeError)
    case .demo, .automatic:
      var steps = demo.steps
      if case .demo(let script?) = options.mode {
        let lines = Array(try ScriptLines(path: script))
        if let problem = firstUnknownCommand(in: lines) { throw UsageError("\(script): \(problem)") }
        steps = DemoStep.steps(fromScript: lines)
      }
      if options.mode != .automatic && steps.isEmpty { throw UsageError("this app has no demo") }
      guard let session = TerminalSession() else {
        // `--demo </dev/null` lacks its input, `--demo | cat` its output.
        let streams =
          switch (isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1) {
          case (false, false): "standard input and standard output are not terminals"
          case (false, true): "standard input is not a terminal (it takes the keys)"
          default: "standard output is not a terminal (it draws the screen)"
          }
        throw UsageError("\(streams); run it on a terminal, use --script FILE, or pipe commands to standard input")
      }
      styleSupport = options.noColor ? .plain : StyleSupport.detect(arguments: arguments, outputIsTerminal: true)
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

  /// Writes `text` to standard error on a line of its own, after what standard output still
  /// holds (an error never lands in the middle of a frame).
  private func writeError(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Runs the app full screen until it quits: `q` or the end of input (0), Ctrl-C or SIGINT (130),
  /// SIGTERM (143), SIGHUP (129), the terminal restored on each. Spinners turn while the view shows
  /// progress; `demo` plays a step every 2.5 s divided by `speed`.
  private func runInteractive(session: TerminalSession, demo demoSteps: [DemoStep]?, speed: Double) async -> Int32 {
    await session.withFullScreen(.raw) {
      // Nothing these start can call back before the wait below: they call on the main actor.
      let keyboard = KeyboardInput(
        onKey: { [weak self] key in self?.press(key) },
        onEnd: { [weak self] in self?.stop(exitCode: 0) })
      let signals = SignalMonitor(signals: [SIGWINCH, SIGTERM, SIGINT, SIGHUP]) { [weak self] signal in
        guard let self else { return }
        switch signal {
        case SIGWINCH:
          self.terminal.renderer.invalidate()
          self.redraw()
        case SIGINT: self.stop(exitCode: 130)
        case SIGHUP: self.stop(exitCode: 129)
        default: self.stop(exitCode: 143)
        }
      }
      let animation = RepeatingTimer(interval: .milliseconds(100)) { [weak self] in
        guard let self, self.exitCode == nil, self.viewRuntime.showsProgress else { return }
        self.advanceAnimation()
      }
      var demoTimer: RepeatingTimer?
      if let demoSteps {
        demo.start(demoSteps)
        let milliseconds = min(max(50, 2500 / speed), 600_000)
        demoTimer = RepeatingTimer(interval: .milliseconds(Int(milliseconds))) { [weak self] in
          // While the learner reads the chapter, the demo waits: its steps act on the app.
          guard let self, !self.demo.isPaused, self.runtimeOnTop === self.viewRuntime else { return }
          self.demo.advance(self)
          if self.demo.isOver { demoTimer?.stop() }
        }
      }
      let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
        terminal.onExit = { continuation.resume(returning: $0) }
        attach(to: session)
      }
      keyboard.stop()
      signals.stop()
      animation.stop()
      demoTimer?.stop()
      return code
    }
  }
}
