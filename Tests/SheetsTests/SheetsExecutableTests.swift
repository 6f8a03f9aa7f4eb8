import ChapterTestSupport
import Foundation
import Testing

/// The built `sheets` executable, run as a learner runs it, on the real clock: `wait` lets the
/// profile's 1.2 s pass.
@Suite("The sheets executable")
struct SheetsExecutableTests {
  @Test("--script: the cart opened and closed, the profile, its form, its alert, quit")
  func runsAScript() throws {
    let sheets = try BuiltExecutable(named: "sheets")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sheets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("profile.txt")
    try "+\ntap Go to Cart\ntap Close\ntap Profile\nwait\ntap Edit\ntap Cancel\ntap Restore\nq\n".write(
      to: script, atomically: true, encoding: .utf8)

    let run = try sheets.run(["--script", script.path])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("▸ SheetsAppDomain.Action.productList(.cart(.dismiss))"))
    #expect(run.output.contains("│John Doe"))
    #expect(run.output.contains("╭─ Edit profile ─"))
    #expect(run.output.contains("▶ Restore ◀  [ Cancel ]"))
    #expect(run.output.hasSuffix("── 9: q\n── quit, exit code 0\n"))
  }

  @Test("--help says the buttons are pressed by their titles in a script")
  func help() throws {
    let run = try BuiltExecutable(named: "sheets").run(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  tap <title>     presses the button"))
  }
}
