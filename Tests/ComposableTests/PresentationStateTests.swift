import TestTags
import Testing

@testable import Composable

/// A feature that presents itself: a folder that opens a subfolder of the same kind, as deep as
/// the user goes. Its state holds its own type through `@Presents`, which only a boxed
/// `PresentationState` allows.
private struct Folder: Reducer {
  struct State: Equatable {
    var name: String
    var fileCount = 0
    @Presents var subfolder: State?
  }
  enum Action: Equatable {
    case subfolder(PresentationAction<Action>)
    case openSubfolder(String)
    case addFile
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openSubfolder(name):
        state.subfolder = State(name: name)
      case .addFile:
        state.fileCount += 1
      case .subfolder:
        break
      }
      return .none
    }
    .ifLet(\.$subfolder, action: Action.subfolder) { Folder() }
  }
}

/// A destination enum of two features, for `[case:]`.
private enum Destination: Equatable {
  case edit(String)
  case count(Int)
}

/// `PresentationState`: boxed as TCA's is (a feature can present itself, and the parent holds
/// one reference whatever the child's size), and `[case:]` for an enum destination's case.
@MainActor
@Suite(.tags(.core, .sheets)) struct PresentationStateTests {
  @Test func aFeatureCanPresentItselfAsDeepAsItGoes() {
    let store = Store(initialState: Folder.State(name: "root")) { Folder() }
    store.send(.openSubfolder("a"))
    store.send(.subfolder(.presented(.openSubfolder("b"))))
    store.send(.subfolder(.presented(.subfolder(.presented(.addFile)))))
    #expect(store.subfolder?.subfolder?.name == "b")
    #expect(store.subfolder?.subfolder?.fileCount == 1)
    store.send(.subfolder(.presented(.subfolder(.dismiss))))
    #expect(store.subfolder?.name == "a")
    #expect(store.subfolder?.subfolder == nil)
  }

  @Test func thePresentedStateIsBoxedSoItsSizeDoesNotGrowWithTheChild() {
    typealias Large = (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
    #expect(MemoryLayout<PresentationState<Large>>.size == MemoryLayout<PresentationState<Int>>.size)
    #expect(MemoryLayout<PresentationState<Large>>.size < MemoryLayout<Large>.size)
  }

  @Test func unusedMeansNothingPresentedAndNothingSeen() {
    // What a presentation's `ifLet` asks on every action, without copying either out.
    let seen = ChildID(keyPath: \Folder.State.$subfolder, state: Folder.State(name: "a"))
    for presented in [nil, Folder.State(name: "b")] {
      for presentedChild in [nil, seen] {
        var state = PresentationState(wrappedValue: presented)
        state.presentedChild = presentedChild
        #expect(state.isUnused == (state.wrappedValue == nil && state.presentedChild == nil))
      }
    }
  }

  @Test func copiesShareTheBoxUntilOneChanges() {
    var presented = PresentationState(wrappedValue: Destination.count(1))
    let copy = presented
    presented.wrappedValue = .count(2)
    #expect(copy.wrappedValue == .count(1))
    #expect(presented.wrappedValue == .count(2))
  }

  @Test func caseReadsAndChangesThePresentedCase() {
    let collector = IssueCollector()
    var destination = PresentationState(wrappedValue: Destination.count(1))
    withIssueReporters([collector]) {
      #expect(destination[case: Destination.count] == 1)
      #expect(destination[case: Destination.edit] == nil)
      destination[case: Destination.count]? += 1
      #expect(destination.wrappedValue == .count(2))
      destination[case: Destination.count] = nil
      #expect(destination.wrappedValue == nil)
      destination[case: Destination.edit] = "Milk"
      #expect(destination.wrappedValue == .edit("Milk"))
    }
    #expect(collector.messages.isEmpty)
  }

  @Test func changingThroughAnotherCaseIsReportedAndLeavesThePresentedState() {
    let collector = IssueCollector()
    var destination = PresentationState(wrappedValue: Destination.count(1))
    withIssueReporters([collector]) {
      destination[case: Destination.edit]?.append("!")
      destination[case: Destination.edit] = nil
    }
    #expect(destination.wrappedValue == .count(1))
    #expect(collector.messages.count == 2)
    #expect(
      collector.messages.allSatisfy {
        $0.hasPrefix("\"[case:]\" was asked to change the payload of a case of ")
          && $0.contains("but the state is in the case \".count\". Nothing was changed.")
      })
  }
}
