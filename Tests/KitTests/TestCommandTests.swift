import Foundation
import TestTags
import Testing

@testable import Kit

/// The `swift test` command of `kit test N`: its filter selects the chapter's test module and
/// nothing else, and it is shown as a learner would type it.
@Suite("The test command's filter", .tags(.kit))
struct TestCommandTests {
  /// Test ids as `swift test list` prints them, and as `--filter`'s regular expression sees them.
  let ids = [
    "CounterTests.CounterFeatureTests/increment()",
    "ComposableTests.HelloWorldCounterTests/buttonsChangeTheCounter()",
    "AlertsTests.PurchaseFlowTests/purchaseGoesThrough()",
    "OnlineStoreTests.CartListAlertsTests/errorAlert()",
  ]

  @Test("the filter matches the ids of the chapter's module only, where the bare module name would also pick a suite of another module")
  func selectsTheModuleOnly() throws {
    for (module, selected) in [
      ("CounterTests", "CounterTests.CounterFeatureTests/increment()"),
      ("AlertsTests", "AlertsTests.PurchaseFlowTests/purchaseGoesThrough()"),
    ] {
      let filter = try Regex(TestCommand.arguments(testing: module).last!)
      #expect(ids.filter { $0.contains(filter) } == [selected])
      // The ids hold the trap the anchored filter avoids: the bare name, the old filter, matches
      // a suite of another module too.
      let bare = try Regex(module)
      #expect(ids.filter { $0.contains(bare) }.count == 2, "\(module)")
    }
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
