import ChapterTestSupport
import Foundation
import Testing

/// The `counter` program itself, as `swift run counter --script FILE` runs it.
@Suite("The counter executable")
struct CounterExecutableTests {
  @Test("--script FILE prints every frame and diff as plain text and exits 0")
  func scriptFile() throws {
    let counter = try BuiltExecutable(named: "counter")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("counter-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("three-presses.txt")
    try "# two up, one down\ntap +\ntap +\ntap -\n".write(
      to: script, atomically: true, encoding: .utf8)

    let result = try counter.run(["--script", script.path])

    #expect(result.exitCode == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output.contains(
        """
        ── 4: tap -
        ▸ CounterDomain.Action.decreaseCounter
            CounterDomain.State(
          −   counter: 2
          +   counter: 1
            )
        """))
    #expect(result.output.contains("│                     state: CounterDomain.State(counter: 1)"))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("a script file that does not exist is a clear error and exit code 1")
  func missingScript() throws {
    let counter = try BuiltExecutable(named: "counter")

    let result = try counter.run(["--script", "/nonexistent/script.txt"])

    #expect(result.exitCode == 1)
    #expect(
      result.errors
        == "counter: cannot read the script \"/nonexistent/script.txt\": No such file or directory\n")
  }
}
