import Composable
import ComposableTesting
import TestTags
import Testing

/// A navigation stack in a test store: ids counted 0, 1, 2… per store, expectation closures
/// that append with the ids the reducer used, pops that cancel, and dismissal from an element.
@MainActor
@Suite("Stacks in a test store", .tags(.testStore, .rootTabs), .timeLimit(.minutes(1)))
struct StackTestStoreTests {
  @Test("each test store numbers stack elements 0, 1, 2… from its start")
  func idsCountFromZeroPerStore() async {
    for _ in 1...2 {
      let store = TestStore(initialState: Navigator.State()) { Navigator() }
      await store.send(.detailTapped("A")) {
        $0.path[id: 0] = .detail(Detail.State(title: "A"))
      }
      await store.send(.detailTapped("B")) {
        $0.path[id: 1] = .detail(Detail.State(title: "B"))
      }
      await store.send(.detailTapped("C")) {
        $0.path[id: 2] = .detail(Detail.State(title: "C"))
      }
      #expect(store.state.path.ids == [0, 1, 2])
    }
  }

  @Test("an expectation closure that appends gets the id the reducer's append got, also after a pop")
  func appendInTheClosureGetsTheReducersID() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    await store.send(.detailTapped("B")) {
      $0.path.append(.detail(Detail.State(title: "B")))
    }
    #expect(store.state.path.ids == [1])
  }

  @Test("a receive closure counts ids from before the received action, not from the latest one")
  func receiveClosureCountsFromBeforeItsAction() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.twoDetailsTapped) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.receive(.detailTapped("B")) {
      $0.path.append(.detail(Detail.State(title: "B")))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("a push with the next id moves the counter on")
  func pushMovesTheCounter() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.path(.push(id: 1, state: .edit(EditForm.State())))) {
      $0.path[id: 1] = .edit(EditForm.State())
    }
    await store.send(.detailTapped("B")) {
      $0.path.append(.detail(Detail.State(title: "B")))
    }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test("popFrom pops the element and every element above it, keeping those below")
  func popFromPopsAbove() async {
    let store = TestStore(
      initialState: Navigator.State(
        path: [
          .detail(Detail.State(title: "A")), .edit(EditForm.State()),
          .detail(Detail.State(title: "C")),
        ])
    ) {
      Navigator()
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.removeLast(2)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("popping an element cancels its effects, so the exhaustive store ends clean")
  func popCancelsTheElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navigator.State()) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.startTimerTapped))))
    #expect(clock.pendingSleeps == 1)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    #expect(clock.pendingSleeps == 0)
  }

  @Test("an element's effects keep running while it is on the stack")
  func elementEffectsRunWhileOnTheStack() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navigator.State()) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.detailTapped("B")) {
      $0.path.append(.detail(Detail.State(title: "B")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.startTimerTapped))))
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .detail(.timerTicked)))) {
      $0.path[id: 0, case: Path.State.detail]?.ticks = 1
    }
  }

  @Test("dismiss inside an element sends popFrom for it")
  func dismissInsideAnElementPopsIt() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.detailTapped("B")) {
      $0.path.append(.detail(Detail.State(title: "B")))
    }
    await store.send(.path(.element(id: 1, action: .detail(.closeTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }
}
