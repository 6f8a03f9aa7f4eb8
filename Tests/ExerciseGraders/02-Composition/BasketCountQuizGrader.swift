import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades composition.quiz: the grader's checks of the basket, a suite inside the learner's
// `BasketCountQuizTests`, and the broken baskets the learner's test must fail on.

/// A reducer of the basket's state and actions, as each broken basket is written.
private typealias BasketReduce = Reduce<CountedBasketDomain.State, CountedBasketDomain.Action>

extension BasketCountQuizExercise: GradedExercise {
  /// Baskets whose lines or whose count are broken: a good test of a line's plus fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "no line ever changes", replacing: CountedBasketDomain.self,
        advice: """
          Send a line's plus by its id and set in the closure the count that line reaches: \
          a basket that never runs its lines leaves it where it was.
          """
      ) {
        BasketReduce { _, _ in .none }
      },
      .reducer(
        "the item count stays where it was", replacing: CountedBasketDomain.self,
        advice: "Set in the closure the item count the plus makes, as well as the line's count."
      ) {
        BasketReduce { _, _ in .none }.forEach(\.lines, action: CountedBasketDomain.Action.line) {
          ProductDomain()
        }
      },
      .reducer(
        "the item count is summed before the line changes", replacing: CountedBasketDomain.self,
        advice: """
          Set the item count the plus makes: a basket that sums before its line ran is one \
          item behind.
          """
      ) {
        BasketReduce { state, action in
          guard case let .line(.element(id: id, action: lineAction)) = action,
            var line = state.lines[id: id]
          else { return .none }
          state.itemCount = state.lines.reduce(0) { $0 + $1.count }
          _ = ProductDomain().reduce(into: &line, action: lineAction)
          state.lines[id: id] = line
          return .none
        }
      },
      .reducer(
        "every plus goes to the first line", replacing: CountedBasketDomain.self,
        advice: """
          Send the plus to a line that is not the first (UUID(1)), and set that line's count in \
          the closure.
          """
      ) {
        BasketReduce { state, action in
          guard case let .line(.element(id: _, action: lineAction)) = action,
            let first = state.lines.ids.first, var line = state.lines[id: first]
          else { return .none }
          _ = ProductDomain().reduce(into: &line, action: lineAction)
          state.lines[id: first] = line
          state.itemCount = state.lines.reduce(0) { $0 + $1.count }
          return .none
        }
      },
    ]
  }
}

extension BasketCountQuizTests {
  /// The grader's checks of `CountedBasketDomain`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test(
      "a plus or a minus on a line changes that line and the item count",
      arguments: [([1, 2, 0], 1), ([0, 0, 5], 2), ([3, 1, 4, 1], 0)])
    func lineChangesTheCount(counts: [Int], index: Int) async {
      let store = TestStore(initialState: CountedBasketDomain.State(counts: counts)) {
        CountedBasketDomain()
      }
      store.exhaustivity = .off

      await store.send(.line(.element(id: UUID(index), action: .addToCart(.didTapPlusButton))))
      var expected = counts
      expected[index] += 1
      #expect(
        store.state.lines.map(\.count) == expected,
        """
        A plus on the line with id UUID(\(index)) from the counts \(counts) should leave \
        \(expected); they are \(store.state.lines.map(\.count)). Run ProductDomain on the line \
        an action names with .forEach(\\.lines, action: Action.line) (chapter 2, "IdentifiedArray \
        and forEach").
        """)
      #expect(
        store.state.itemCount == expected.reduce(0, +),
        """
        After that plus the item count should be \(expected.reduce(0, +)), the sum of the \
        counts; it is \(store.state.itemCount). Sum in a Reduce above the .forEach, which runs \
        after the line (chapter 2, "body, Scope and the order of reducers").
        """)

      await store.send(.line(.element(id: UUID(index), action: .addToCart(.didTapMinusButton))))
      #expect(
        store.state.lines.map(\.count) == counts && store.state.itemCount == counts.reduce(0, +),
        """
        A minus after that plus should bring the counts back to \(counts) and the item count to \
        \(counts.reduce(0, +)); they are \(store.state.lines.map(\.count)) and \
        \(store.state.itemCount).
        """)
    }
  }
}
