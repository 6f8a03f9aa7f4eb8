import ChapterTestSupport
import Foundation
import Testing

/// The built `effects` executable, run as a learner runs it, on the real clock: the script
/// starts and stops the timer at once, so nothing in it waits for time to pass.
@Suite("The effects executable")
struct EffectsExecutableTests {
  @Test("--script: + twice, the timer on and off, then quit")
  func runsAScript() throws {
    let effects = try BuiltExecutable(named: "effects")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("effects-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("counter.txt")
    try "tap +\ntap +\ntap Start timer\ntap Stop timer\nq\n".write(
      to: script, atomically: true, encoding: .utf8)

    let run = try effects.run(["--script", script.path])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.contains(
        "── 3: tap Start timer\n▸ EffectsAppDomain.Action.counter(.toggleTimerButtonTapped)"))
    #expect(run.output.contains("│Timer ▶ Stop timer ◀ ● on: +1 every second"))
    #expect(run.output.contains("│Count [ - ] 2 [ + ]"))
    #expect(run.output.hasSuffix("── 5: q\n── quit, exit code 0\n"))
  }
}
