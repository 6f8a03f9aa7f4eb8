import TestTags
import Testing

@testable import Composable

/// `StackState`: ids from the `stackElementID` dependency, access by id and by case, popping.
@Suite(.tags(.core, .rootTabs)) struct StackStateTests {
  /// Runs `body` with a fresh id counter, as a test store does.
  private func withFreshIDs<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies { $0.stackElementID = .incrementing() } operation: { try body() }
  }

  @Test func appendedElementsGetIDsInOrderAndIDsAreNeverReused() {
    withFreshIDs {
      var path = StackState<String>()
      path.append("a")
      path.append("b")
      path.removeLast()
      path.append("c")
      #expect(path.ids == [0, 2])
      #expect(Array(path) == ["a", "c"])
    }
  }

  @Test func anAppendSkipsIDsTheStackAlreadyHolds() {
    let built: StackState<String> = withFreshIDs { ["a", "b"] }
    withFreshIDs {
      var path = built
      path.append("c")
      #expect(path.ids == [0, 1, 2])
    }
  }

  @Test func settingAnExistingIDReplacesTheElementInPlace() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path[id: 1] = "B"
      #expect(Array(path) == ["a", "B", "c"])
      #expect(path.ids == [0, 1, 2])
    }
  }

  @Test func settingANewIDAppendsUnderItAndMovesTheCounterPastIt() {
    withFreshIDs {
      var path = StackState<String>()
      path[id: 4] = "d"
      path.append("e")
      #expect(path.ids == [4, 5])
      #expect(path[id: 5] == "e")
    }
  }

  @Test func settingNilRemovesOnlyThatElement() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path[id: 1] = nil
      #expect(path.ids == [0, 2])
      #expect(Array(path) == ["a", "c"])
    }
  }

  @Test func elementsAreReadAndChangedByIDAndCase() {
    enum Screen: Equatable {
      case detail(String)
      case count(Int)
    }
    withFreshIDs {
      var path: StackState<Screen> = [.detail("a"), .count(1)]
      #expect(path[id: 0, case: Screen.detail] == "a")
      #expect(path[id: 0, case: Screen.count] == nil)
      path[id: 1, case: Screen.count]? += 1
      #expect(path[id: 1] == .count(2))
      path[id: 1, case: Screen.count] = nil
      #expect(path.ids == [0])
    }
  }

  @Test func changingAnElementThroughAnotherCaseIsReportedAndLeavesIt() {
    enum Screen: Equatable {
      case detail(String)
      case count(Int)
    }
    let collector = IssueCollector()
    withFreshIDs {
      var path: StackState<Screen> = [.detail("a"), .count(1)]
      withIssueReporters([collector]) {
        path[id: 0, case: Screen.count]? += 1
        path[id: 0, case: Screen.count] = nil
      }
      #expect(path.ids == [0, 1])
      #expect(Array(path) == [.detail("a"), .count(1)])
    }
    #expect(collector.messages.count == 2)
    #expect(
      collector.messages.allSatisfy {
        $0.hasPrefix("\"[id: #0, case:]\" was asked to change the payload of a case of ")
          && $0.contains("but the state is in the case \".detail\". Nothing was changed.")
      })
  }

  @Test func settingACaseForAnIDTheStackDoesNotHoldAppendsIt() {
    enum Screen: Equatable {
      case detail(String)
      case count(Int)
    }
    let collector = IssueCollector()
    withFreshIDs {
      var path: StackState<Screen> = [.detail("a")]
      withIssueReporters([collector]) {
        path[id: 3, case: Screen.count] = 7
        path[id: 4, case: Screen.count]? += 1
        path[id: 5, case: Screen.count] = nil
      }
      #expect(path.ids == [0, 3])
      #expect(path[id: 3] == .count(7))
    }
    #expect(collector.messages.isEmpty)
  }

  @Test func removeAllWherePicksElementsAndKeepsTheOthersIDs() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c", "d"]
      path.removeAll { $0 == "a" || $0 == "c" }
      #expect(path.ids == [1, 3])
      #expect(path[id: 1] == "b")
      #expect(path[id: 3] == "d")
    }
  }

  @Test func popFromRemovesTheElementAndThoseAboveIt() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path.pop(from: 1)
      #expect(Array(path) == ["a"])
    }
  }

  @Test func popToKeepsTheElementOnTop() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path.pop(to: 1)
      #expect(Array(path) == ["a", "b"])
      #expect(path.popLast() == "b")
      #expect(path.ids == [0])
    }
  }

  @Test func stacksWithTheSameElementsUnderOtherIDsDiffer() {
    withFreshIDs {
      let first: StackState = ["a"]
      let second: StackState = ["a"]
      #expect(first != second)
      #expect(first == first)
    }
  }

  @Test func aStackDumpsItsElementsByID() {
    withFreshIDs {
      let path: StackState = ["a", "b"]
      #expect(
        customDump(path) == """
          [
            [#0]: "a",
            [#1]: "b"
          ]
          """)
      #expect(customDump(StackElementID(integerLiteral: 3)) == "#3")
    }
  }
}
