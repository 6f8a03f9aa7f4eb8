import Composable

/// Runs a script on an app (`--script FILE`, piped commands, tests): one command per line, each
/// performed as the learner's key would, then the actions it sent with their diffs and the frame
/// printed; and how its `wait` waits for the app's effects: at most `waitLimit`, on `clock`.
@MainActor
final class ScriptRunner {
  /// How long a script's `wait` lets effects run before it gives up (a timer never ends).
  var waitLimit: Duration = .seconds(10)
  /// The clock a script's `wait` and `wait 3s` measure time on; tests pass an `ImmediateClock`.
  var clock: any Clock<Duration> = ContinuousClock()

  /// Runs `lines` on `app` (see `TerminalApp.runScript`): the exit code.
  func run<State, Action>(
    _ lines: some Sequence<String>, on app: TerminalApp<State, Action>, size: TerminalSize,
    output: (String) -> Void, errorOutput: (String) -> Void
  ) async -> Int32 {
    app.styleSupport = .plain
    printFrame(app.settledFrame(size: size), heading: "start", app: app, size: size, output: output)
    for (index, rawLine) in lines.enumerated() {
      let text = rawLine.trimmingSpaces
      if text.isEmpty || text.hasPrefix("#") { continue }
      let line = index + 1
      guard let command = ScriptCommand(String(text)) else {
        errorOutput(app.unknownCommandMessage(String(text), line: line))
        return 1
      }
      let (entriesBefore, notesBefore) = (app.log.entries.count, app.log.notes.count)
      var results: [KeyResult] = []
      switch command {
      case .wait:
        guard await waitForEffects(of: app, upTo: waitLimit) else {
          errorOutput(waitGaveUpMessage(line: line))
          return 1
        }
      case .waitFor(let duration):
        _ = await waitForEffects(of: app, upTo: duration)
      default:
        switch app.perform(command) {
        case .success(let performed): results = performed
        case .failure(let failure):
          errorOutput("line \(line): " + failure.message)
          return 1
        }
      }
      await Self.settle(results.flatMap { result -> [StoreTask] in
        if case .sent(let tasks) = result { return tasks }
        return []
      })
      // What `.onAppear` and `.task` send as a view appears belongs to this step's log; the
      // frame drawn last is the one printed after it.
      let settled = app.exitCode == nil ? app.settledFrame(size: size) : []
      output("── \(line): \(text)")
      if app.log.notes.count > notesBefore, let note = app.log.notes.last { output("⟲ " + note.text) }
      for entry in app.log.entries[min(entriesBefore, app.log.entries.count)...] {
        output(entry.lines.map(\.plainText).joined(separator: "\n"))
      }
      if case .key(let key) = command, results.allSatisfy({ if case .ignored = $0 { true } else { false } }) {
        output("(\(key.name) does nothing here)")
      }
      if let exitCode = app.exitCode {
        output("── quit, exit code \(exitCode)")
        return exitCode
      }
      printFrame(settled, heading: nil, app: app, size: size, output: output)
    }
    return 0
  }

  /// Waits until `app`'s effects finish or `limit` has passed on `clock`, whichever comes
  /// first; true when the effects finished.
  private func waitForEffects<State, Action>(of app: TerminalApp<State, Action>, upTo limit: Duration) async -> Bool {
    let race = WaitRace()
    let clock = clock
    return await withCheckedContinuation { continuation in
      race.continuation = continuation
      race.timer = Task { @MainActor in
        try? await clock.sleep(for: limit)
        race.end(effectsFinished: false)
      }
      Task { @MainActor in
        await app.finishEffects()
        race.end(effectsFinished: true)
      }
    }
  }

  /// Lets effects started by a command run until they finish or stop making progress on their
  /// own (an effect waiting on a live clock): no real time passes.
  private static func settle(_ tasks: [StoreTask]) async {
    guard !tasks.isEmpty else { return }
    let flag = CompletionFlag()
    Task { @MainActor in
      for task in tasks { await task.finish() }
      flag.isSet = true
    }
    var turns = 500
    while !flag.isSet && turns > 0 {
      await Task.yield()
      turns -= 1
    }
  }

  /// What a script's `wait` says when the effects are still running at `waitLimit`.
  private func waitGaveUpMessage(line: Int) -> String {
    """
      line \(line): wait gave up after \(waitLimit): effects are still running, and may never \
      end (a timer ticks until it is stopped).
      To let time pass and go on, write `wait 3s`; to end a timer, send the command that stops \
      it first (e.g. `tap Stop timer`), then `wait`.
      """
  }

  /// Prints `frame`, drawn for `size`, as plain text between two rules (the message that the
  /// window is too small for `app` instead, when it is).
  private func printFrame<State, Action>(
    _ frame: [Line], heading: String?, app: TerminalApp<State, Action>, size: TerminalSize,
    output: (String) -> Void
  ) {
    if let heading { output("── \(heading)") }
    let lines = size.fits(app.minimumSize) ? frame : WindowTooSmall.lines(need: app.minimumSize, have: size)
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

/// Whether some effects have finished: a flag a waiting task sets on the main actor.
@MainActor
private final class CompletionFlag {
  var isSet = false
}

/// The first of two waits to end: it resumes the waiting script once, with whether the effects
/// finished (true) or the time ran out (false).
@MainActor
private final class WaitRace {
  var continuation: CheckedContinuation<Bool, Never>?
  var timer: Task<Void, Never>?

  func end(effectsFinished: Bool) {
    timer?.cancel()
    continuation?.resume(returning: effectsFinished)
    continuation = nil
  }
}
