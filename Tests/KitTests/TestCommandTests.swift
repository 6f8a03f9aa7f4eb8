import Foundation
import Testing

@testable import Kit

/// The `swift test` command of `kit test N`: its filter selects the chapter's test module and
/// nothing else, and it is shown as a learner would type it.
@Suite("The test command's filter")
struct TestCommandTests {
  /// Test ids as `swift test list` prints them, and as `--filter`'s regular expression sees them.
  let ids = [
    "CounterTests.CounterFeatureTests/increment()",
    "ComposableTests.HelloWorldCounterTests/buttonsChangeTheCounter()",
    "AlertsTests.PurchaseFlowTests/purchaseGoesThrough()",
    "OnlineStoreTests.CartListAlertsTests/errorAlert()",
  ]

  @Test("the filter matches the ids of the chapter's module only, not a suite ending in its name")
  func selectsTheModuleOnly() throws {
    for (module, selected) in [
      ("CounterTests", "CounterTests.CounterFeatureTests/increment()"),
      ("AlertsTests", "AlertsTests.PurchaseFlowTests/purchaseGoesThrough()"),
    ] {
      let filter = try Regex(TestCommand.arguments(testing: module).last!)
      #expect(ids.filter { $0.contains(filter) } == [selected])
    }
  }

  @Test("a bare module name, the old filter, also picks up a suite of another module")
  func bareNameIsNotEnough() throws {
    let bare = try Regex("CounterTests")
    #expect(ids.filter { $0.contains(bare) }.count == 2)
  }

  @Test("shown as typed in a shell: the pattern in single quotes, plain words as they are")
  func displayText() {
    #expect(TestCommand.shellText(of: ["sh", "-c", "echo 'hi'"]) == #"sh -c 'echo '\''hi'\'''"#)
    let command = TestCommand(
      chapter: ChapterCatalog.chapters[4], packageRoot: FileManager.default.temporaryDirectory)
    #expect(command.displayText == #"swift test --filter '^AlertsTests\.'"#)
    #expect(
      command.withoutExercises.displayText
        == #"env KIT_EXERCISES=none swift test --filter '^AlertsTests\.'"#)
  }
}
