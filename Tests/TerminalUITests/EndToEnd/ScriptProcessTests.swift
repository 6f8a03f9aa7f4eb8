import Foundation
import TestTags
import Testing

/// The sample counter run as a process with commands piped to its standard input: what
/// `echo + | counter` does in a shell.
@Suite("Script mode as a process", .tags(.terminalUI, .endToEnd), .timeLimit(.minutes(1)))
struct ScriptProcessTests {
  private let sample = buildProductsDirectory().appendingPathComponent("TerminalUISample")

  /// Runs the sample on `commands`; with `errorsInOutput`, its standard error goes to the same
  /// pipe as its standard output, as `2>&1` sends it.
  private func run(
    _ commands: String, arguments: [String] = [], errorsInOutput: Bool = false
  ) async throws -> (code: Int32, output: String, errors: String) {
    try #require(
      FileManager.default.isExecutableFile(atPath: sample.path),
      "TerminalUISample is not built next to the tests (\(sample.path))")
    return try await runToEnd(
      sample, arguments: arguments, input: commands, errorsInOutput: errorsInOutput)
  }

  @Test("piped commands print each frame and diff as plain text and exit 0 at the end")
  func goodScript() async throws {
    let result = try await run("tap +\n+\ntap Double\n")
    #expect(result.code == 0)
    #expect(result.output.contains("Count: 4"))
    #expect(result.output.contains("SampleCounter.Action.doubled(4)"))
    #expect(!result.output.contains("\u{1B}"))
    #expect(result.errors.isEmpty)
  }

  @Test("--script /dev/stdin and --script - read the piped commands as a stream", arguments: ["/dev/stdin", "-"])
  func scriptFromStandardInput(path: String) async throws {
    let result = try await run("tap +\n+\ntap Double\n", arguments: ["--script", path])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("── 3: tap Double"))
    #expect(result.output.contains("Count: 4"))
  }

  @Test("--script of a named pipe, as a shell's <(…) gives, reads what the writer sends")
  func scriptFromAPipe() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("terminalui-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("commands").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      handle.write(Data("+\n+\n".utf8))
      try? handle.close()
    }
    writer.start()
    let result = try await run("", arguments: ["--script", fifo])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output.contains("Count: 2"))
  }

  @Test("a script that cannot be read: the path and the reason")
  func unreadableScript() async throws {
    let missing = try await run("", arguments: ["--script", "/nonexistent/commands.txt"])
    #expect(missing.code == 1)
    #expect(missing.errors.contains("cannot read the script \"/nonexistent/commands.txt\": No such file or directory"))
    let folder = try await run("", arguments: ["--script", "/"])
    #expect(folder.code == 1)
    #expect(folder.errors.contains("cannot read the script \"/\": it is a folder"))
  }

  @Test("an unknown command fails with its line number, the controls there and the valid commands")
  func unknownCommand() async throws {
    let result = try await run("+\nfly\n")
    #expect(result.code == 1)
    #expect(result.errors.contains("line 2: unknown command \"fly\""))
    #expect(result.errors.contains(#"controls here: "-", "+", "Double""#))
  }

  @Test("an error sent to the same place as the frames stands on a line of its own, after them")
  func errorAfterTheFrames() async throws {
    let result = try await run(String(repeating: "tap +\n", count: 12) + "fly\n", errorsInOutput: true)
    #expect(result.code == 1)
    let lines = result.output.components(separatedBy: "\n")
    let error = try #require(lines.firstIndex { $0.hasPrefix("line 13: unknown command \"fly\"") })
    #expect(lines.lastIndex { $0.hasPrefix("── 12: tap +") }.map { $0 < error } == true)
  }

  @Test("--demo off a terminal names the streams that are not terminals, exit 1")
  func demoWithoutTerminal() async throws {
    let result = try await run("", arguments: ["--demo"])
    #expect(result.code == 1)
    #expect(
      result.errors.contains(
        "standard input and standard output are not terminals; run it on a terminal, use --script FILE"))
  }

  @Test("an empty standard input prints the first frame and exits 0")
  func emptyInput() async throws {
    let result = try await run("")
    #expect(result.code == 0)
    #expect(result.output.contains("Count: 0"))
  }

  @Test("--help describes the modes; a bad option fails with a clear message")
  func help() async throws {
    let help = try await run("", arguments: ["--help"])
    #expect(help.code == 0)
    #expect(help.output.contains("--script FILE"))
    #expect(help.output.contains("--demo"))
    let bad = try await run("", arguments: ["--colour"])
    #expect(bad.code == 1)
    #expect(bad.errors.contains("unknown option \"--colour\""))
  }
}
