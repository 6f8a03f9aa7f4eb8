import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades composition.clear: the grader's checks of the Clear button, a suite inside the
// learner's `ClearAllTests`, and the broken lists the learner's test must fail on.

extension ClearAllExercise: GradedExercise {
  /// Lists whose Clear or whose rows are broken: a good test of Clear fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "clearAllButtonTapped does nothing", replacing: ClearableProductListDomain.self,
        advice: """
          Start from rows with counts above 0, send .clearAllButtonTapped and set in the closure \
          each count that becomes 0.
          """
      ) {
        Reduce { state, action in
          if action == .clearAllButtonTapped { return .none }
          return ClearableProductListDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "clearAllButtonTapped clears only the first row", replacing: ClearableProductListDomain.self,
        advice: """
          Start from three rows, two of them above 0, so at least one count above 0 is not in \
          the first row.
          """
      ) {
        Reduce { state, action in
          if action == .clearAllButtonTapped {
            if let first = state.productList.ids.first {
              state.productList[id: first]?.count = 0
            }
            return .none
          }
          return ClearableProductListDomain().reduce(into: &state, action: action)
        }
      },
      .initialState(
        "the list starts with its first row only",
        advice: """
          `$0.productList[id: …]?.count = 0` sets nothing on a row that is not there, and the \
          store never checks the rows it starts with. Before the send, unwrap the row you clear \
          that is not the first: `let row = try #require(store.state.productList[id: UUID(2)])`.
          """
      ) { (state: inout ClearableProductListDomain.State) in
        state.productList = IdentifiedArray(uniqueElements: state.productList.prefix(1))
      },
    ]
  }
}

extension ClearAllTests {
  // The grader's checks of `ClearableProductListDomain`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test(
      "clearAllButtonTapped sets every count back to 0",
      arguments: [[2, 0, 5], [1, 1, 1], [0, 0, 7], [3, 0, 0, 4, 0, 9]])
    func clearsEveryRow(counts: [Int]) async {
      let store = TestStore(initialState: ClearableProductListDomain.State(counts: counts)) {
        ClearableProductListDomain()
      }

      await store.send(.clearAllButtonTapped) {
        for index in counts.indices {
          $0.productList[id: UUID(index)]?.count = 0
        }
      }
      #expect(
        store.state.productList.map(\.count) == counts.map { _ in 0 },
        """
        clearAllButtonTapped from the counts \(counts) should leave every count at 0; they are \
        \(store.state.productList.map(\.count)).
        """)
    }

    @Test("clearAllButtonTapped keeps the rows, in their order")
    func keepsTheRows() async {
      let store = TestStore(initialState: ClearableProductListDomain.State(counts: [4, 0, 2])) {
        ClearableProductListDomain()
      }

      await store.send(.clearAllButtonTapped) {
        $0.productList[id: UUID(0)]?.count = 0
        $0.productList[id: UUID(2)]?.count = 0
      }
      #expect(
        store.state.productList.ids == [UUID(0), UUID(1), UUID(2)],
        """
        clearAllButtonTapped should keep the three rows in their order; the ids are \
        \(store.state.productList.ids).
        """)
    }

    @Test(
      "with every count at 0, or no rows at all, Clear changes nothing", arguments: [[0, 0, 0], []])
    func nothingToClear(counts: [Int]) async {
      let store = TestStore(initialState: ClearableProductListDomain.State(counts: counts)) {
        ClearableProductListDomain()
      }

      await store.send(.clearAllButtonTapped)
      #expect(
        store.state == ClearableProductListDomain.State(counts: counts),
        "clearAllButtonTapped from the counts \(counts) should change nothing.")
    }

    @Test("after a Clear, the rows' steppers still work")
    func rowsWorkAfterClear() async throws {
      let store = TestStore(initialState: ClearableProductListDomain.State(counts: [2, 3, 0])) {
        ClearableProductListDomain()
      }

      await store.send(.clearAllButtonTapped) {
        $0.productList[id: UUID(0)]?.count = 0
        $0.productList[id: UUID(1)]?.count = 0
      }
      try #require(
        store.state.productList.map(\.count) == [0, 0, 0],
        """
        clearAllButtonTapped from [2, 3, 0] should make [0, 0, 0]; it made \
        \(store.state.productList.map(\.count)).
        """)
      await store.send(.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))) {
        $0.productList[id: UUID(1)]?.count = 1
      }
      await store.send(.product(.element(id: UUID(0), action: .addToCart(.didTapMinusButton))))
    }
  }
}
