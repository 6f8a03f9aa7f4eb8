// Solution of composition.limit · At most 10 of a product        (chapter 2, Composition)
//
// The limit is a reducer of its own, listed after the stepper in the body: `AddToCartDomain`
// adds one, then the `Reduce` sees 11 and brings it back to 10. Listed before, it would see 10,
// find nothing to clamp, and the stepper would then make 11. `AddToCartDomain` itself is not
// touched: the limit is composed around it, as `ProductDomain` composes its clamp at 0.

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of exercise composition.limit: flip `isStarted` to true when you start it.
public enum AddToCartLimitExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "composition.limit"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The Add to Cart stepper, composed with a limit of `maximum` per product.
public struct LimitedAddToCart: Reducer, Sendable {
  /// The stepper's state: its count.
  public typealias State = AddToCartDomain.State
  /// The stepper's plus and minus buttons.
  public typealias Action = AddToCartDomain.Action

  /// The most of one product a customer may order.
  public static let maximum = 10

  /// Creates the reducer.
  public init() {}

  /// The stepper, then the limit.
  public var body: some ReducerOf<Self> {
    AddToCartDomain()
    Reduce { state, _ in
      state.count = min(state.count, Self.maximum)
      return .none
    }
  }
}

// Your tests of the limit, a Swift Testing suite: `swift test --filter AddToCartLimitTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken steppers, where it
// must fail.
@MainActor
@Suite("composition.limit · your tests", .exercise(AddToCartLimitExercise.self))
struct AddToCartLimitTests {
  @Test("Plus at 10 leaves the count at 10")
  func plusAtTheLimit() async {
    let store = TestStore(initialState: LimitedAddToCart.State(count: LimitedAddToCart.maximum)) {
      LimitedAddToCart()
    }

    await store.send(.didTapPlusButton)
  }
}
