// Exercise composition.clear · Clear every row                    (chapter 2, Composition)
//
// Build: `ClearableProductListDomain` is a product list whose rows are chapter 2's
// `ProductDomain` (its `forEach` is done), with a "Clear" button: `clearAllButtonTapped`.
//   1. Make `clearAllButtonTapped` set every row's count back to 0. The list owns the rows'
//      states, so its own `Reduce` may change them; rows stay where they are.
//   2. Write `testClearAll`, a TestStore test: from three rows, two of them above 0, send
//      `.clearAllButtonTapped` and set in the closure what becomes of each count.
//
// Done when: every count goes back to 0 whatever the counts were, the rows still work after,
// and your test passes on your list but fails on broken ones: one whose Clear does nothing,
// and one that clears only the first row.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check composition.clear` (or `swift test --filter ClearAllGrader`).
// Stuck: `swift run kit hint composition.clear`.

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of exercise composition.clear: flip `isStarted` to true when you start it.
public enum ClearAllExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "composition.clear"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A list of product rows with a button that empties every row's stepper.
public struct ClearableProductListDomain: Reducer, Sendable {
  /// The rows, in order.
  public struct State: Equatable, Sendable {
    /// One row per product, each with its stepper.
    public var productList: IdentifiedArrayOf<ProductDomain.State>

    /// A list of these rows (none by default).
    public init(productList: IdentifiedArrayOf<ProductDomain.State> = []) {
      self.productList = productList
    }

    /// One row per count, with the ids UUID(0), UUID(1), …, showing the sample products in
    /// turn (`Product.sample`: three of them, then the first again).
    public init(counts: [Int]) {
      self.productList = IdentifiedArray(
        uniqueElements: counts.enumerated().map { index, count in
          ProductDomain.State(
            id: UUID(index), product: Product.sample[index % Product.sample.count],
            addToCartState: AddToCartDomain.State(count: count))
        })
    }
  }

  /// The Clear button, and the rows' actions.
  public enum Action: Equatable, Sendable {
    /// The Clear button: every count back to 0.
    case clearAllButtonTapped
    /// An action of the row with this id.
    case product(IdentifiedActionOf<ProductDomain>)
  }

  /// Creates the reducer.
  public init() {}

  /// The list's own logic, then its rows.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearAllButtonTapped:
        // TODO: set the count of every row of state.productList back to 0.
        return .none
      case .product:
        return .none
      }
    }
    .forEach(\.productList, action: Action.product) {
      ProductDomain()
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter ClearAllTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ClearableProductListDomain, where it
// must fail.
@MainActor
@Suite("composition.clear · your tests", .exercise(ClearAllExercise.self))
struct ClearAllTests {
  @Test("Clear all")
  func clearAll() async {
    // TODO: make a TestStore whose reducer is `list` (the reducer you are given, not
    // ClearableProductListDomain()), from ClearableProductListDomain.State(counts: …) with three
    // rows, two of them above 0. Send .clearAllButtonTapped and set in the closure what becomes
    // of each count: `$0.productList[id: UUID(…)]?.count = …`.
  }
}
