import TestTags
import Testing

@testable import Composable

/// `StackState`: ids from the `stackElementID` dependency, access by id and by case, popping.
@Suite("StackState", .tags(.core, .rootTabs))
struct StackStateTests {
  /// Runs `body` with a fresh id counter, as a test store does.
  private func withFreshIDs<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies { $0.stackElementID = .incrementing() } operation: { try body() }
  }

  @Test("appended elements get IDs in order and IDs are never reused")
  func appendedElementsGetIDsInOrderAndIDsAreNeverReused() {
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

  @Test("an append skips IDs the stack already holds")
  func anAppendSkipsIDsTheStackAlreadyHolds() {
    let built: StackState<String> = withFreshIDs { ["a", "b"] }
    withFreshIDs {
      var path = built
      path.append("c")
      #expect(path.ids == [0, 1, 2])
    }
  }

  @Test("setting an existing ID replaces the element in place")
  func settingAnExistingIDReplacesTheElementInPlace() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path[id: 1] = "B"
      #expect(Array(path) == ["a", "B", "c"])
      #expect(path.ids == [0, 1, 2])
    }
  }

  @Test("setting a new ID appends under it and moves the counter past it")
  func settingANewIDAppendsUnderItAndMovesTheCounterPastIt() {
    withFreshIDs {
      var path = StackState<String>()
      path[id: 4] = "d"
      path.append("e")
      #expect(path.ids == [4, 5])
      #expect(path[id: 5] == "e")
    }
  }

  @Test("setting nil removes only that element")
  func settingNilRemovesOnlyThatElement() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path[id: 1] = nil
      #expect(path.ids == [0, 2])
      #expect(Array(path) == ["a", "c"])
    }
  }

  @Test("elements are read and changed by ID and case")
  func elementsAreReadAndChangedByIDAndCase() {
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

  @Test("changing an element through another case is reported and leaves it")
  func changingAnElementThroughAnotherCaseIsReportedAndLeavesIt() {
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

  @Test("setting a case for an ID the stack does not hold appends it")
  func settingACaseForAnIDTheStackDoesNotHoldAppendsIt() {
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

  @Test("removeAll(where:) picks elements and keeps the others' IDs")
  func removeAllWherePicksElementsAndKeepsTheOthersIDs() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c", "d"]
      path.removeAll { $0 == "a" || $0 == "c" }
      #expect(path.ids == [1, 3])
      #expect(path[id: 1] == "b")
      #expect(path[id: 3] == "d")
    }
  }

  @Test("popFrom removes the element and those above it")
  func popFromRemovesTheElementAndThoseAboveIt() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path.pop(from: 1)
      #expect(Array(path) == ["a"])
    }
  }

  @Test("popTo keeps the element on top")
  func popToKeepsTheElementOnTop() {
    withFreshIDs {
      var path: StackState = ["a", "b", "c"]
      path.pop(to: 1)
      #expect(Array(path) == ["a", "b"])
      #expect(path.popLast() == "b")
      #expect(path.ids == [0])
    }
  }

  @Test("stacks with the same elements under other IDs differ")
  func stacksWithTheSameElementsUnderOtherIDsDiffer() {
    withFreshIDs {
      let first: StackState = ["a"]
      let second: StackState = ["a"]
      #expect(first != second)
      #expect(first == first)
    }
  }

  @Test("a stack dumps its elements by ID")
  func aStackDumpsItsElementsByID() {
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
