import Composable
import Foundation

/// The script file the fuzzed text is written to, as `--script FILE` would name it.
private let scriptPath = scratchFolder.appendingPathComponent("fuzzed.session").path

/// Fuzzes script files as chapter 1's app reads them: `ScriptLines` reads the file, the
/// `--demo --script` check names the first unknown line (`firstUnknownCommand`) and turns the
/// rest into captioned steps (`DemoStep.steps`), and `runScript` (what `--script FILE` runs)
/// performs the commands, the chapter's reader and time travel included. A script that stops
/// with exit code 1 must have said why; its clock is immediate, so `wait 3s` takes no time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  try! Data(UnsafeBufferPointer(start: start, count: count)).write(to: URL(fileURLWithPath: scriptPath))
  MainActor.assumeIsolated {
    var finished = false
    Task { @MainActor in
      await runScriptFile()
      finished = true
    }
    // The main actor runs on the main queue, which the run loop serves while the script runs.
    while !finished { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }
  return 0
}

@MainActor
private func runScriptFile() async {
  let lines: [String]
  do {
    lines = Array(try ScriptLines(path: scriptPath))
  } catch {
    fail("a written script cannot be read: \(error.message)")
  }
  let app = CounterChapter.makeApp()
  app.script.clock = ImmediateClock()
  app.recording.folder = scratchFolder.path  // where `S` saves the session
  app.waitLimit = .seconds(1)
  if let problem = app.firstUnknownCommand(in: lines) {
    check(problem.hasPrefix("line "), "an unknown command without its line: \(problem)")
  }
  _ = DemoStep.steps(fromScript: lines)
  var errors: [String] = []
  let code = await app.runScript(lines, output: { _ in }, errorOutput: { errors.append($0) })
  check(code != 1 || !errors.isEmpty, "exit code 1 without a message")
}
