import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades root-tabs.quiz: the grader's checks of the review root, a suite inside the learner's
// `ReviewStackQuizTests`, and the broken roots the learner's test must fail on.

/// A review root broken in one way: it opens the sheet or not, runs it or not, gives the stars
/// to the reviewed page or to the first, and closes the sheet or not.
private struct BrokenReviewRoot: Reducer {
  typealias State = ReviewStackDomain.State
  typealias Action = ReviewStackDomain.Action

  var opensTheSheet = true
  var runsTheSheet = true
  var starsToTheFirstPage = false
  var closesTheSheet = true

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .page(.delegate(.writeReview(productID))))):
        if opensTheSheet { state.review = ReviewSheetDomain.State(productID: productID) }
        return .none
      case let .review(.presented(.delegate(.submitted(productID, stars)))):
        for index in state.path.indices {
          if case var .page(page) = state.path[index],
            starsToTheFirstPage ? index == state.path.startIndex : page.productID == productID
          {
            page.stars = stars
            state.path[index] = .page(page)
          }
        }
        if closesTheSheet { state.review = nil }
        return .none
      case .path, .review:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { ReviewStackDomain.Path() }
    .ifLet(\.$review, action: Action.review) {
      Reduce<ReviewSheetDomain.State, ReviewSheetDomain.Action> { state, action in
        runsTheSheet ? ReviewSheetDomain().reduce(into: &state, action: action) : .none
      }
    }
  }
}

extension ReviewStackQuizExercise: GradedExercise {
  /// Roots whose review is broken: a good test of the way to the stars fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the sheet never opens", replacing: ReviewStackDomain.self,
        advice: "Receive the page's writeReview and set in its closure the sheet it opens."
      ) { BrokenReviewRoot(opensTheSheet: false) },
      .reducer(
        "the sheet's reducer never runs", replacing: ReviewStackDomain.self,
        advice: """
          Change the stars in the sheet and submit it: a sheet whose reducer does not run \
          changes nothing and tells the root nothing.
          """
      ) { BrokenReviewRoot(runsTheSheet: false) },
      .reducer(
        "the stars go to the first page", replacing: ReviewStackDomain.self,
        advice: """
          Review the second page of a stack two deep, and set in the closure the stars of that \
          page (path[id: 1]).
          """
      ) { BrokenReviewRoot(starsToTheFirstPage: true) },
      .reducer(
        "the sheet stays open after Submit", replacing: ReviewStackDomain.self,
        advice: "Set in the closure of the submitted delegate that the sheet closes: review nil."
      ) { BrokenReviewRoot(closesTheSheet: false) },
    ]
  }
}

extension ReviewStackQuizTests {
  /// The grader's checks of `ReviewStackDomain`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("a page's review opens the sheet; Submit gives that page its stars and closes it")
    func reviewReachesItsPage() async {
      let store = TestStore(
        initialState: ReviewStackDomain.State(
          path: StackState([
            .page(ReviewPageDomain.State(productID: 7, title: "Lamp")),
            .page(ReviewPageDomain.State(productID: 3, title: "Mug")),
            .page(ReviewPageDomain.State(productID: 9, title: "Rug")),
          ]))
      ) {
        ReviewStackDomain()
      }
      store.exhaustivity = .off

      await store.send(.path(.element(id: 1, action: .page(.writeReviewTapped))))
      await store.skipReceivedActions()
      #expect(
        store.state.review == ReviewSheetDomain.State(productID: 3),
        """
        The page of product 3 asked for a review: the root should present \
        ReviewSheetDomain.State(productID: 3) in review; it holds \
        \(String(describing: store.state.review)) (chapter 8, "How a detail talks to the root").
        """)
      await store.send(.review(.presented(.starsChanged(2))))
      await store.send(.review(.presented(.submitTapped)))
      await store.skipReceivedActions()
      let stars = store.state.path.map { element -> Int? in
        guard case let .page(page) = element else { return nil }
        return page.stars
      }
      #expect(
        stars == [nil, 2, nil],
        """
        After 2 stars and Submit on the sheet of product 3, only its page (the second) should \
        have 2 stars; the pages' stars are \(stars). Run the sheet with .ifLet(\\.$review, \
        action: Action.review) and answer its submitted delegate (chapter 6, "A presented child \
        with its own reducer"; chapter 7, "Delegate actions: a child tells its parent").
        """)
      #expect(
        store.state.review == nil,
        "After Submit the root should close the sheet (review nil); it is still shown.")
    }
  }
}
