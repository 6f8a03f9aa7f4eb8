import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

// Grades composition.limit: the grader's checks of the limit, a suite inside the learner's
// `AddToCartLimitTests`, and the stepper without a limit the learner's test must fail on.

extension AddToCartLimitExercise: GradedExercise {
  /// A stepper without its limit: a good test of plus at 10 fails on it.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "plus at 10 makes 11 (AddToCartDomain alone)", replacing: LimitedAddToCart.self,
        advice: """
          Start the TestStore at a count of 10 and send .didTapPlusButton with no closure: the \
          store then fails if the count changes.
          """
      ) {
        AddToCartDomain()
      },
    ]
  }
}

extension AddToCartLimitTests {
  // The grader's checks of `LimitedAddToCart`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("didTapPlusButton at 10 leaves the count at 10, press after press")
    func plusAtTheLimit() async throws {
      let store = TestStore(initialState: LimitedAddToCart.State(count: 10)) {
        LimitedAddToCart()
      }

      await store.send(.didTapPlusButton)
      try #require(
        store.state.count == 10,
        """
        didTapPlusButton at 10 made the count \(store.state.count): it must stay at 10. Is there a \
        Reduce after AddToCartDomain() in the body? One listed before it sees 10, not 11.
        """)
      await store.send(.didTapPlusButton)
      #expect(
        store.state.count == 10,
        "A second didTapPlusButton at 10 made the count \(store.state.count): it must stay at 10.")
    }

    @Test("plus counts up to 10, then stops")
    func plusUpToTheLimit() async throws {
      let store = TestStore(initialState: LimitedAddToCart.State(count: 0)) {
        LimitedAddToCart()
      }

      for count in 1...10 {
        await store.send(.didTapPlusButton) {
          $0.count = count
        }
        try #require(
          store.state.count == count,
          "didTapPlusButton at \(count - 1) should make \(count); it made \(store.state.count).")
      }
      await store.send(.didTapPlusButton)
      #expect(
        store.state.count == 10,
        "The eleventh didTapPlusButton made the count \(store.state.count): it must stay at 10.")
    }

    @Test("didTapMinusButton still takes one away", arguments: [10, 5, 1])
    func minusBelowTheLimit(start: Int) async {
      let store = TestStore(initialState: LimitedAddToCart.State(count: start)) {
        LimitedAddToCart()
      }

      await store.send(.didTapMinusButton) {
        $0.count = start - 1
      }
      #expect(
        store.state.count == start - 1,
        "didTapMinusButton at \(start) should make \(start - 1); it made \(store.state.count).")
    }
  }
}
