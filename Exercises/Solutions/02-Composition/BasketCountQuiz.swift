// Solution of composition.quiz · A basket that counts its items    (chapters 1 and 2)
//
// `.forEach` finds the line an action names by its id and runs `ProductDomain` on it, and only
// then the basket's own `Reduce`: so the `Reduce` sums counts the plus already changed. The test
// starts from counts that are not all 0 and addresses the second line, so a basket that changes
// the first line, or sums before the line changed, ends on other values than the closure sets.

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of quiz composition.quiz: flip `isStarted` to true when you start it.
public enum BasketCountQuizExercise: ExerciseMarker {
  /// The quiz's id.
  public static let id = "composition.quiz"
  /// Whether you started the quiz; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// A basket of product lines, each with its stepper, that counts every item in it.
public struct CountedBasketDomain: Reducer, Sendable {
  /// The lines, and the number of items they hold.
  public struct State: Equatable, Sendable {
    /// One line per product, each with its stepper.
    public var lines: IdentifiedArrayOf<ProductDomain.State>
    /// How many items the basket holds: the sum of the lines' counts, kept after every change.
    public var itemCount: Int

    /// One line per count, with the ids UUID(0), UUID(1), …, showing the sample products in
    /// turn; the item count is their sum.
    public init(counts: [Int]) {
      self.lines = IdentifiedArray(
        uniqueElements: counts.enumerated().map { index, count in
          ProductDomain.State(
            id: UUID(index), product: Product.sample[index % Product.sample.count],
            addToCartState: AddToCartDomain.State(count: count))
        })
      self.itemCount = counts.reduce(0, +)
    }
  }

  /// What happens in the basket: an action of one line.
  public enum Action: Equatable, Sendable {
    /// An action of the line with this id.
    case line(IdentifiedActionOf<ProductDomain>)
  }

  /// Creates the reducer.
  public init() {}

  /// Each line by its id first, then the basket, which sums the counts the line left.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .line:
        state.itemCount = state.lines.reduce(0) { $0 + $1.count }
        return .none
      }
    }
    .forEach(\.lines, action: Action.line) {
      ProductDomain()
    }
  }
}

// Your tests of the basket, a Swift Testing suite: `swift test --filter BasketCountQuizTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken baskets,
// where it must fail.
@MainActor
@Suite("composition.quiz · your tests", .exercise(BasketCountQuizExercise.self))
struct BasketCountQuizTests {
  @Test("A plus on the second line counts in the basket's total")
  func plusOnTheSecondLine() async {
    let store = TestStore(initialState: CountedBasketDomain.State(counts: [1, 2, 0])) {
      CountedBasketDomain()
    }

    await store.send(.line(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))) {
      $0.lines[id: UUID(1)]?.count = 3
      $0.itemCount = 4
    }
  }
}
