import DependenciesChapter
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI
import TestTags
import Testing

/// `--client` and `--api-url`: the command line picks the live dependency; the app itself is the
/// same for every choice.
@MainActor
@Suite("--client and --api-url", .tags(.dependencies), .timeLimit(.minutes(1)))
struct ClientOptionTests {
  private func parse(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ClientOptions
  {
    try ClientOptions.parse(["dependencies"] + arguments, environment: environment)
  }

  @Test("no option means offline; the other arguments go on to the app")
  func defaults() throws {
    let options = try parse(["--script", "demo.txt", "--no-color"])
    #expect(options.client == .offline)
    #expect(options.remainingArguments == ["dependencies", "--script", "demo.txt", "--no-color"])
  }

  @Test(
    "each name, also written --client=name",
    arguments: [
      (["--client", "slow"], ClientChoice.slow),
      (["--client=failing"], ClientChoice.failing),
      (["--client", "OFFLINE"], ClientChoice.offline),
    ])
  func names(arguments: [String], expected: ClientChoice) throws {
    #expect(try parse(arguments).client == expected)
  }

  @Test("live talks to --api-url, else STORE_API_URL, else fakestoreapi.com")
  func liveAddress() throws {
    let flag = try parse(
      ["--client", "live", "--api-url", "http://localhost:8080"],
      environment: ["STORE_API_URL": "https://example.com"])
    #expect(flag.client == .live(baseURL: try #require(URL(string: "http://localhost:8080"))))
    let environment = try parse(
      ["--client=live"], environment: ["STORE_API_URL": "https://example.com"])
    #expect(environment.client == .live(baseURL: try #require(URL(string: "https://example.com"))))
    #expect(
      try parse(["--client", "live"]).client.summary
        == "the store server at https://fakestoreapi.com")
  }

  @Test("a bad choice or address is a usage error with a message that says what to write")
  func badInput() {
    #expect(throws: UsageError("--client needs one of offline, slow, failing, live, not \"fast\""))
    {
      try parse(["--client", "fast"])
    }
    #expect(throws: UsageError("--client needs a value: offline, slow, failing, live")) {
      try parse(["--client"])
    }
    #expect(
      throws: UsageError(
        "--api-url is the address of --client live; this app uses --client offline")
    ) {
      try parse(["--api-url", "http://localhost"])
    }
    #expect(
      throws: UsageError(
        "The store address \"ftp://files\" is not an http(s) URL such as https://fakestoreapi.com.")
    ) {
      try parse(["--client", "live", "--api-url", "ftp://files"])
    }
  }

  @Test("run: an invalid address prints the message and exits with 1, before any app starts")
  func runRejectsAnInvalidAddress() async {
    var errors: [String] = []
    let code = await DependenciesChapter.run(
      arguments: ["dependencies", "--client", "live", "--api-url", "not a url"], environment: [:],
      output: { _ in }, errorOutput: { errors.append($0) })
    #expect(code == 1)
    #expect(
      errors == [
        """
        dependencies: The store address "not a url" is not an http(s) URL such as https://fakestoreapi.com.
        Run dependencies --help to see the options.
        """
      ])
  }

  @Test("--help lists the chapter's options among the app's")
  func help() async {
    var output: [String] = []
    let code = await DependenciesChapter.run(
      arguments: ["dependencies", "--help"], environment: [:],
      output: { output.append($0) }, errorOutput: { _ in })
    #expect(code == 0)
    let help = output.joined(separator: "\n")
    #expect(
      help.contains(
        """
        Options:
          --no-color      no styles (also when NO_COLOR is set, TERM=dumb, or output is not a terminal)
          --size WxH      the screen size of script frames (default 80x24)
          --quit-label TEXT  what q says it does, for a program that goes on after the app
                          (a launcher's "back to the list")
          --client NAME   the API client the store is made with: offline (default, the embedded
        """))
    #expect(
      help.contains(
        "  --api-url URL   the server of --client live (default https://fakestoreapi.com,"))
    #expect(help.contains("                  or $STORE_API_URL)\n\nKeys:\n  Tab Shift-Tab  move the focus"))
  }
}
