import TestTags
import Testing

@testable import Kit

/// How the kit reads its command line.
@Suite("The kit's command line", .tags(.kit))
struct KitCommandTests {
  private let chapters = Array(1...8)

  @Test(
    "each command and its chapter number",
    arguments: [
      ([], KitCommand.menu),
      (["list"], .list),
      (["read", "3"], .read(chapter: 3)),
      (["test", "1"], .test(chapter: 1)),
      (["run", "2"], .run(chapter: 2, appArguments: [])),
      (
        ["run", "4", "--demo", "--speed", "2"],
        .run(chapter: 4, appArguments: ["--demo", "--speed", "2"])
      ),
      (["run", "3", "--client", "slow"], .run(chapter: 3, appArguments: ["--client", "slow"])),
      (["--help"], .help),
      (["-h"], .help),
      (["help"], .help),
    ])
  func parses(arguments: [String], command: KitCommand) throws {
    #expect(try KitCommand.parse(arguments, chapterNumbers: chapters) == command)
  }

  @Test(
    "the exercise commands' command lines",
    arguments: [
      (["exercises"], ExerciseCommand.list),
      (["check", "counter.reset"], .check(id: "counter.reset")),
      (["hint", "counter.reset"], .hint(id: "counter.reset")),
      (["watch"], .watch(id: nil)),
      (["watch", "counter.floor"], .watch(id: "counter.floor")),
      (["solution", "a.b"], .solution(id: "a.b")),
      (["reset", "a.b"], .reset(id: "a.b")),
      (["reset", "a.b", "--force"], .reset(id: "a.b", force: true)),
      (["reset", "--yes", "a.b"], .reset(id: "a.b", force: true)),
    ])
  func parsesExerciseCommands(arguments: [String], command: ExerciseCommand) throws {
    #expect(try KitCommand.parse(arguments, chapterNumbers: [1]) == .exercise(command))
  }

  @Test(
    "a command line the kit does not understand says what is wrong",
    arguments: [
      (["lst"], "unknown command \"lst\""),
      (["read"], "\"read\" needs a chapter number, like: kit read 1"),
      (["run"], "\"run\" needs a chapter number, like: kit run 1"),
      (["test", "nine"], "\"nine\" is not a chapter number; the chapters are 1 to 8"),
      (["read", "9"], "there is no chapter 9; the chapters are 1 to 8"),
      (["test", "0"], "there is no chapter 0; the chapters are 1 to 8"),
      (["read", "1", "2"], "unexpected \"2\" after \"read 1\""),
      (["list", "all"], "unexpected \"all\" after \"list\""),
      (["--colour"], "unknown command \"--colour\""),
    ])
  func rejects(arguments: [String], message: String) {
    #expect(throws: KitUsageError(message)) {
      try KitCommand.parse(arguments, chapterNumbers: chapters)
    }
  }
}
