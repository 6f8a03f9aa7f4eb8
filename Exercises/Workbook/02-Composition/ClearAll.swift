// Exercise composition.clear · Clear every row                    (chapter 2, Composition)
//
// Build: make `clearAllButtonTapped` set every row's count back to 0, keeping the rows in place.
// Test:  write the body of "Clear sets every row's count back to 0" in `ClearAllTests` below; it
//        unwraps the row it clears with `try #require(…)` before it relies on it.
// Done:  the grader's checks pass, and your test passes on your list but fails on broken ones:
//        a Clear that does nothing or clears only the first row, a list that starts without a row.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.clear`
// Check: `swift run kit check composition.clear` (or `swift test --filter ClearAllTests`)

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

// Your tests of the Clear button, a Swift Testing suite: `swift test --filter ClearAllTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken lists, where it must
// fail.
@MainActor
@Suite("composition.clear · your tests", .exercise(ClearAllExercise.self))
struct ClearAllTests {
  @Test("Clear sets every row's count back to 0")
  func clearAll() async throws {
    // TODO: make a TestStore of ClearableProductListDomain from
    // `ClearableProductListDomain.State(counts: …)`: three rows, two above 0, one of
    // those not the first. `?.` sets nothing on a row that is not there, so first unwrap that
    // row with `let row = try #require(store.state.productList[id: UUID(…)])` and check its
    // count. Then send .clearAllButtonTapped and set in the closure what becomes of each count:
    // `$0.productList[id: UUID(…)]?.count = 0`.
  }
}
