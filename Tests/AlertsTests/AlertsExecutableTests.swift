import ChapterTestSupport
import Foundation
import Testing

/// The built `alerts` executable, run as a learner runs it, on the real clock: `wait` lets the
/// order's 1.2 s pass.
@Suite("The alerts executable")
struct AlertsExecutableTests {
  @Test("--script: a backpack, the cart, Pay, confirm, wait, Done, quit")
  func runsAScript() throws {
    let alerts = try BuiltExecutable(named: "alerts")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("alerts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("purchase.txt")
    try "tap Add to Cart\ntap Go to Cart\ntap Pay $109.95\nenter\nwait\ntap Done\nq\n".write(
      to: script, atomically: true, encoding: .utf8)

    let run = try alerts.run(["--script", script.path])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("▶ Pay $109.95 ◀  [ Cancel ]"))
    #expect(run.output.contains("⠋ Sending your order…"))
    #expect(run.output.contains("│ Your order is in process. │"))
    #expect(
      run.output.contains(
        "▸ AlertsAppDomain.Action.productList(.cart(.presented(.delegate(.orderFinished))))"))
    #expect(run.output.hasSuffix("── 7: q\n── quit, exit code 0\n"))
  }

  @Test("--help lists the app's own keys, and says the buttons are pressed by their titles in a script")
  func help() throws {
    let run = try BuiltExecutable(named: "alerts").run(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  tap <title>     presses the button"))
    let keys = run.output.components(separatedBy: "\n")
    #expect(keys.contains { $0.hasPrefix("  ↑ ↓ ← →") && $0.hasSuffix("move the focus up, down, along the row") })
    #expect(keys.contains { $0.hasPrefix("  c ") && $0.hasSuffix("press Go to Cart") })
    #expect(keys.contains { $0.hasPrefix("  + ") && $0.hasSuffix("press Add to Cart in the focused row") })
  }
}
