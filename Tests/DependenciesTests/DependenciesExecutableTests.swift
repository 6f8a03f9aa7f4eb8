import ChapterTestSupport
import Foundation
import Testing

/// The built `dependencies` executable, run as a learner runs it. It uses the real clock, so the
/// scripts here never wait for the client: they look at the first frame and quit.
@Suite("The dependencies executable")
struct DependenciesExecutableTests {
  @Test("--script shows the chosen client loading; a bad --client exits with 1")
  func runsAScript() throws {
    let dependencies = try BuiltExecutable(named: "dependencies")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependencies-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("look-and-quit.txt")
    try "# the first frame, then quit\nq\n".write(to: script, atomically: true, encoding: .utf8)

    let slow = try dependencies.run(["--client", "slow", "--script", script.path])
    #expect(slow.exitCode == 0)
    #expect(slow.output.contains("│Client slow · the embedded catalog after 3 s on the clock"))
    #expect(slow.output.contains("│⠋ Loading the products…"))
    #expect(slow.output.hasSuffix("── 2: q\n── quit, exit code 0\n"))

    let bad = try dependencies.run(["--client", "fast", "--script", script.path])
    #expect(bad.exitCode == 1)
    #expect(bad.output.isEmpty)
    #expect(
      bad.errors == """
        dependencies: --client needs one of offline, slow, failing, live, not "fast"
        Run dependencies --help to see the options.

        """)
  }
}
