import ChapterTestSupport
import Foundation
import Testing

/// The built `actions` executable, run as a learner runs it.
@Suite("The actions executable")
struct ActionsExecutableTests {
  @Test("--script: open the form, type, Tab, save, quit")
  func runsAScript() throws {
    let actions = try BuiltExecutable(named: "actions")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("actions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("form.txt")
    try "tap Edit\ntype ny\ntab\ntap Save\nq\n".write(
      to: script, atomically: true, encoding: .utf8)

    let run = try actions.run(["--script", script.path])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("Username: johndny█"))
    #expect(run.output.contains("Email: john@gmail.com█"))
    #expect(run.output.contains("│Username johndny"))
    #expect(run.output.hasSuffix("── 5: q\n── quit, exit code 0\n"))
  }

  @Test("--help lists focus and type among the script commands")
  func help() throws {
    let run = try BuiltExecutable(named: "actions").run(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  focus <title>   gives that control the focus"))
    #expect(run.output.contains("type <text>"))
  }
}
