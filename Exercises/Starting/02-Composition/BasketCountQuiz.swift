// Quiz composition.quiz · A basket that counts its items         (chapters 1 and 2)
//
// Build: make `CountedBasketDomain` run each line's `ProductDomain` by its id, and keep
//        `itemCount` the sum of the lines' counts after every change of a line.
// Test:  prove in "A plus on the second line counts in the basket's total" that a plus changes
//        that line and the total; it must fail on a basket whose lines never change, one whose
//        total stays put, one whose total is one plus behind, and one that changes the first line.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.quiz` (one hint)
// Check: `swift run kit check composition.quiz` (or `swift test --filter BasketCountQuizTests`)

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
  public static var isStarted: Bool { false }
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

  /// Each line by its id, and the item count kept.
  public var body: some ReducerOf<Self> {
    // TODO: run ProductDomain on the line an action names, and keep itemCount the sum of the
    // lines' counts after it.
    Reduce { _, _ in .none }
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
    // TODO: prove that a plus on the second line changes that line's count and the total.
  }
}
