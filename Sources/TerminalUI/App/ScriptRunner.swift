import Composable

/// Runs a script on an app (`--script FILE`, pipes, tests): each line performed as a key would,
/// then its actions, diffs and frame printed; `wait` waits at most `waitLimit`, on `clock`.
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
    // Every entry's diff is printed: two dumps of the state each, a twelfth of the main actor's
    // time in `swift test`, made off it as the entries come.
    app.log.diffsAsRecorded = true
    output("── start")
    settledFrame(of: app, size: size).forEach(output)
    for (index, rawLine) in lines.enumerated() {
      let (text, line) = (String(rawLine.trimmingSpaces), index + 1)
      if text.isEmpty || text.hasPrefix("#") { continue }
      let (entriesBefore, notesBefore) = (app.log.entries.count, app.log.notes.count)
      guard let command = ScriptCommand(text) else {
        errorOutput(app.unknownCommandMessage(text, line: line))
        return 1
      }
      if case .wait(let duration) = command {
        let (clock, limit) = (clock, duration ?? waitLimit)
        let ended = await Self.race({ await app.finishEffects() }, against: { try? await clock.sleep(for: limit) })
        if !ended && duration == nil {
          errorOutput("""
            line \(line): wait gave up after \(waitLimit): effects are still running, and may never \
            end (a timer ticks until it is stopped).
            To let time pass and go on, write `wait 3s`; to end a timer, send the command that stops \
            it first (e.g. `tap Stop timer`), then `wait`.
            """)
          return 1
        }
      }
      let (results, failure) = app.perform(command)
      if let failure {
        errorOutput("line \(line): " + failure)
        return 1
      }
      let tasks = results.flatMap { result -> [StoreTask] in
        if case .sent(let tasks) = result { tasks } else { [] }
      }
      // Lets the command's effects run until they finish or stop making progress on their own
      // (an effect waiting on a live clock): no real time passes.
      if !tasks.isEmpty {
        _ = await Self.race({ for task in tasks { await task.finish() } }, against: {
          for _ in 0..<500 where !Task.isCancelled { await Task.yield() }
        })
      }
      // What `.onAppear` and `.task` send as a view appears belongs to this step's log.
      let settled = app.exitCode == nil ? settledFrame(of: app, size: size) : []
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
      settled.forEach(output)
    }
    return 0
  }

  /// Runs `work` and `limit` side by side until the first ends (`limit` is then cancelled,
  /// `work` left to end unheard): true when `work` ended first.
  private static func race(
    _ work: @escaping @MainActor () async -> Void, against limit: @escaping @MainActor () async -> Void
  ) async -> Bool {
    let (ends, end) = AsyncStream.makeStream(of: Bool.self)
    Task { @MainActor in
      await work()
      end.yield(true)
    }
    let limited = Task { @MainActor in
      await limit()
      end.yield(false)
    }
    defer { limited.cancel() }
    for await workEnded in ends { return workEnded }
    return false
  }

  /// `app`'s frame in a window of `size` once its view settled, as a script prints it: plain
  /// text between two rules, blank rows run together (or the message that the app's room is too
  /// small). The frame is as wide as the window, so no line of it wraps in a terminal that wide:
  /// its left edge takes the first column, and the app is drawn in the columns right of it.
  private func settledFrame<State, Action>(of app: TerminalApp<State, Action>, size: TerminalSize) -> [String] {
    let inside = TerminalSize(columns: max(1, size.columns - 1), rows: size.rows)
    var frame: [Line] = []
    app.viewRuntime.settle { frame = app.frame(size: inside) }
    if !inside.fits(app.minimumSize) { frame = WindowTooSmall.lines(need: app.minimumSize, have: inside) }
    let rule = String(repeating: "─", count: inside.columns)
    var rows = ["┌" + rule]
    for line in frame.prefix(inside.rows) {
      let text = line.clipped(toWidth: inside.columns).plainText
      // The row without its trailing spaces, cut by scalars: a frame's row is padded to the
      // window's width, and dropping its spaces one character at a time measured each of them.
      let kept = text.unicodeScalars.lastIndex { $0 != " " }.map { String(text.unicodeScalars[...$0]) } ?? ""
      if !kept.isEmpty || rows.last != "│" { rows.append("│" + kept) }
    }
    return rows + ["└" + rule]
  }
}
