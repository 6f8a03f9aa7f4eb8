import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades root-tabs.pop-to-root: a screen's `popToRootTapped` sends `delegate(.popToRoot)`, and
/// the root answers it by emptying the stack from any depth; Back still pops one screen.
extension PopToRootExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of ShelfBrowserDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the root pops only the screen that asked", replacing: ShelfBrowserDomain.self,
        advice: """
          Push two screens first, then receive the delegate and say the whole stack is gone: \
          $0.path.removeAll().
          """
      ) {
        Reduce { state, action in
          if case let .path(.element(id, .item(.delegate(.popToRoot)))) = action {
            state.path.pop(from: id)
            return .none
          }
          return ShelfBrowserDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "the screen pops itself instead of sending delegate(.popToRoot)", replacing: ShelfBrowserDomain.self,
        advice: """
          After popToRootTapped, receive the delegate action itself: \
          await store.receive(.path(.element(id: 1, action: .item(.delegate(.popToRoot))))).
          """
      ) {
        Reduce { state, action in
          if case let .path(.element(id, .item(.popToRootTapped))) = action {
            return .send(.path(.popFrom(id: id)))
          }
          return ShelfBrowserDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension PopToRootTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
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
      #expect(
        store.state.path.ids == [0, 1],
        "Back pops only its own screen; popToRoot is the delegate that empties the stack")
    }
  }
}
