// Exercise composition.limit · At most 10 of a product           (chapter 2, Composition)
//
// Build: compose a `Reduce` into `LimitedAddToCart`'s body that keeps the count at `maximum`
//        (10) or below. Mind the order: a body runs top to bottom.
// Test:  write the body of "Plus at 10 leaves the count at 10" in `AddToCartLimitTests` below.
// Done:  the grader's checks pass, and your test passes on your stepper but fails on
//        `AddToCartDomain` alone, which makes 11.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.limit`
// Check: `swift run kit check composition.limit` (or `swift test --filter AddToCartLimitTests`)

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
  public static var isStarted: Bool { false }
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
    // TODO: add a Reduce here that brings a count above `Self.maximum` back to `Self.maximum`.
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
    // TODO: make a TestStore of LimitedAddToCart that starts at a count of 10, and send
    // .didTapPlusButton without a closure: the store then fails if the count changes.
  }
}
