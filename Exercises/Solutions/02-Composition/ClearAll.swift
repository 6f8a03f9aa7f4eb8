// Solution of composition.clear · Clear every row                 (chapter 2, Composition)
//
// The list owns its rows' states, so its own `Reduce` may set their counts; the rows' reducer
// (`ProductDomain`, run by `forEach`) only ever sees row actions. The loop goes over the ids and
// writes through `productList[id:]`, which keeps every row where it is. The test starts from
// [2, 0, 5]: two counts above 0, and one of them not in the first row, so a Clear that only
// empties the first row leaves a 5 behind and the exhaustive store reports it. The closure reaches
// rows through `?.`, which sets nothing on a missing row, and the store never checks the state it
// starts from: `try #require` unwraps the last row first, and stops the test if it is not there.

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
  public static var isStarted: Bool { true }
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
        for id in state.productList.ids {
          state.productList[id: id]?.count = 0
        }
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
    let store = TestStore(initialState: ClearableProductListDomain.State(counts: [2, 0, 5])) {
      ClearableProductListDomain()
    }

    // `?.` below sets nothing on a row that is not there: make sure the row with 5 is.
    let lastRow = try #require(store.state.productList[id: UUID(2)])
    #expect(lastRow.count == 5)

    await store.send(.clearAllButtonTapped) {
      $0.productList[id: UUID(0)]?.count = 0
      $0.productList[id: UUID(2)]?.count = 0
    }
  }
}
