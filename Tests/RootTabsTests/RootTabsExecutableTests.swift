import ChapterTestSupport
import Foundation
import Testing

/// The built `root-tabs` executable, run as a learner runs it: a script two deep in the stack,
/// the help with chapter 3's client options, and `--client live` with no server to reach.
@Suite("The root-tabs executable")
struct RootTabsExecutableTests {
  /// Runs `root-tabs` with `arguments` and a script file of `commands`, removed afterwards.
  func run(_ commands: [String], arguments: [String] = []) throws -> (
    exitCode: Int32, output: String, errors: String
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("root-tabs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.txt")
    try (commands.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
    return try BuiltExecutable(named: "root-tabs").run(arguments + ["--script", script.path])
  }

  @Test("--script: wait for the catalog, open a product, a related one, back, quit")
  func runsAScript() throws {
    let run = try run(["wait", "tap Details", "tap Mens Casual Premium Slim Fit T-Shirts", "esc", "q"])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("│‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops › Mens Casua…"))
    #expect(run.output.contains("▸ RootDomain.Action.path(.popFrom(id: #1))"))
    #expect(run.output.hasSuffix("── 5: q\n── quit, exit code 0\n"))
  }

  @Test("--help lists tap among the script commands, and chapter 3's --client option")
  func help() throws {
    let run = try BuiltExecutable(named: "root-tabs").run(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("  tap <title>     presses the button"))
    #expect(run.output.contains("--client NAME"))
  }

  @Test("--client live with no server: both tabs fail with the client's own error, Retry offered")
  func liveWithoutAServer() throws {
    let run = try run(["wait", "tap Profile", "wait", "q"], arguments: ["--client", "live", "--api-url", "http://127.0.0.1:9"])
    #expect(run.exitCode == 0)
    #expect(
      run.output.contains(
        "▸ RootDomain.Action.productList(.fetchProductsResponse(.failure(.cannotReachServer(host: \"127.0.0.1\"))))"
      ))
    #expect(run.output.contains("│✗ The products could not be loaded."))
    #expect(
      run.output.contains(
        "▸ RootDomain.Action.profile(.fetchUserProfileResponse(.failure(.cannotReachServer(host: \"127.0.0.1\"))))"
      ))
  }

  @Test("a client that does not exist: a clear message and exit code 1")
  func unknownClient() throws {
    let run = try BuiltExecutable(named: "root-tabs").run(["--client", "cloud"])
    #expect(run.exitCode == 1)
    #expect(
      run.errors.contains("root-tabs: --client needs one of offline, slow, failing, live, not \"cloud\""))
  }
}
