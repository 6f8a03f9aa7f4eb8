import Composable
import ComposableTesting
import Exercises
import Testing

/// Grades root-tabs.pop-to-root: a screen's `popToRootTapped` sends `delegate(.popToRoot)`, and
/// the root answers it by emptying the stack from any depth; Back still pops one screen.
@MainActor
@Suite(
  .exercise(
    "root-tabs.pop-to-root", isStarted: PopToRootExercise.isStarted,
    file: "Exercises/Workbook/08-RootTabs/PopToRoot.swift"))
struct PopToRootGrader {
  /// Three screens, ids 0, 1 and 2.
  func threeDeep() async -> TestStoreOf<ShelfBrowserDomain> {
    let store = TestStore(initialState: ShelfBrowserDomain.State()) { ShelfBrowserDomain() }
    for (id, title) in [(0, "Backpack"), (1, "Jacket"), (2, "T-Shirt")] {
      await store.send(.openTapped(title)) {
        $0.path[id: StackElementID(integerLiteral: id)] = .item(ShelfItemDomain.State(title: title))
      }
    }
    return store
  }

  @Test("popToRootTapped on the top screen: the delegate, then an empty stack")
  func fromTheTop() async {
    let store = await threeDeep()
    await store.send(.path(.element(id: 2, action: .item(.popToRootTapped))))
    await store.receive(.path(.element(id: 2, action: .item(.delegate(.popToRoot))))) {
      $0.path.removeAll()
    }
  }

  @Test("popToRootTapped from the bottom screen empties the stack too")
  func fromTheBottom() async {
    let store = await threeDeep()
    await store.send(.path(.element(id: 0, action: .item(.popToRootTapped))))
    await store.receive(.path(.element(id: 0, action: .item(.delegate(.popToRoot))))) {
      $0.path.removeAll()
    }
  }

  @Test("Back still pops only its own screen")
  func backPopsOne() async {
    let store = await threeDeep()
    await store.send(.path(.element(id: 2, action: .item(.backTapped))))
    await store.receive(.path(.popFrom(id: 2))) {
      $0.path.pop(from: 2)
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("your testPopToRoot passes on your ShelfBrowserDomain")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in PopToRoot.swift.
    await testPopToRoot(ShelfBrowserDomain())
  }

  @Test("your testPopToRoot fails on a root that pops only the top screen")
  func learnersTestCatchesAPopOfOne() async {
    await expectLearnersTest(
      "testPopToRoot", toCatch: "the root pops only the screen that asked",
      advice: """
        Push two screens first, then receive the delegate and say the whole stack is gone: \
        $0.path.removeAll().
        """
    ) {
      await testPopToRoot(
        Reduce { state, action in
          if case let .path(.element(id, .item(.delegate(.popToRoot)))) = action {
            state.path.pop(from: id)
            return .none
          }
          return ShelfBrowserDomain().reduce(into: &state, action: action)
        })
    }
  }

  @Test("your testPopToRoot fails on a screen that dismisses itself instead of asking the root")
  func learnersTestCatchesADismiss() async {
    await expectLearnersTest(
      "testPopToRoot", toCatch: "the screen pops itself instead of sending delegate(.popToRoot)",
      advice: """
        After popToRootTapped, receive the delegate action itself: \
        await store.receive(.path(.element(id: 1, action: .item(.delegate(.popToRoot))))).
        """
    ) {
      await testPopToRoot(
        Reduce { state, action in
          if case let .path(.element(id, .item(.popToRootTapped))) = action {
            return .send(.path(.popFrom(id: id)))
          }
          return ShelfBrowserDomain().reduce(into: &state, action: action)
        })
    }
  }
}
