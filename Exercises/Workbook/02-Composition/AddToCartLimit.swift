// Exercise composition.limit · At most 10 of a product           (chapter 2, Composition)
//
// Build: `LimitedAddToCart` is the Add to Cart stepper with a limit: nobody may order more than
// `maximum` (10) of a product. Its body already runs `AddToCartDomain`, which has no bounds.
//   1. Compose a `Reduce` into the body that keeps the count at `maximum` or below. Mind the
//      order: a body runs top to bottom, as `ProductDomain`'s clamp at 0 does in chapter 2.
//   2. Write `testPlusAtTheLimit`, a TestStore test: from a count of 10, send
//      `.didTapPlusButton` with no closure (the count must not change).
//
// Done when: plus stops at 10 and minus still works, and your test passes on your stepper but
// fails on `AddToCartDomain` alone, which makes 11 (the grader runs it on both).
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check composition.limit` (or `swift test --filter AddToCartLimitGrader`).
// Stuck: `swift run kit hint composition.limit`.

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

// Your tests, a Swift Testing suite: `swift test --filter AddToCartLimitTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of LimitedAddToCart, where it
// must fail.
@MainActor
@Suite("composition.limit · your tests", .exercise(AddToCartLimitExercise.self))
struct AddToCartLimitTests {
  @Test("Plus at the limit")
  func plusAtTheLimit() async {
    // TODO: make a TestStore whose reducer is `stepper` (the reducer you are given, not
    // LimitedAddToCart()), starting at a count of 10, and send .didTapPlusButton without a
    // closure.
  }
}
