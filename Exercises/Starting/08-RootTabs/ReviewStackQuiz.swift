// Quiz root-tabs.quiz · A review sheet over the stack              (chapters 6 to 8)
//
// Build: a page's `writeReview` opens the review sheet for its product; the sheet's `submitted`
//        gives that product's page its stars and closes the sheet; the sheet's reducer runs.
// Test:  prove in "A review written from the second page reaches that page" the way from its
//        button to its stars; it must fail on a root that never opens the sheet, one that does
//        not run it, one that gives the stars to the first page, and one that leaves it open.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.quiz` (one hint)
// Check: `swift run kit check root-tabs.quiz` (or `swift test --filter ReviewStackQuizTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// The marker of quiz root-tabs.quiz: flip `isStarted` to true when you start it.
public enum ReviewStackQuizExercise: ExerciseMarker {
  /// The quiz's id.
  public static let id = "root-tabs.quiz"
  /// Whether you started the quiz; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A product's page in the stack, with a button that asks the root for a review sheet.
public struct ReviewPageDomain: Reducer, Sendable {
  /// The product shown, and the stars of its review once written.
  public struct State: Equatable, Sendable {
    /// The product's id.
    public var productID: Int
    /// The product's title.
    public var title: String
    /// The review's stars, nil until a review is written.
    public var stars: Int?

    /// The page of a product, with the stars of its review if there is one.
    public init(productID: Int, title: String, stars: Int? = nil) {
      self.productID = productID
      self.title = title
      self.stars = stars
    }
  }

  /// The page's button, and what it tells the root.
  public enum Action: Equatable, Sendable {
    /// The "Write a review" button.
    case writeReviewTapped
    /// What the page tells the root.
    case delegate(Delegate)

    /// The page's requests to the root.
    public enum Delegate: Equatable, Sendable {
      /// Open the review sheet for this product.
      case writeReview(productID: Int)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// The button asks the root, which owns the sheet.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .writeReviewTapped:
        return .send(.delegate(.writeReview(productID: state.productID)))
      case .delegate:
        return .none
      }
    }
  }
}

/// The review sheet: stars, and a Submit that tells the root.
public struct ReviewSheetDomain: Reducer, Sendable {
  /// The product reviewed and the stars chosen.
  public struct State: Equatable, Sendable {
    /// The product's id.
    public var productID: Int
    /// The stars chosen, 1 to 5.
    public var stars: Int

    /// A review of a product, at five stars unless given.
    public init(productID: Int, stars: Int = 5) {
      self.productID = productID
      self.stars = stars
    }
  }

  /// The sheet's controls, and what it tells the root.
  public enum Action: Equatable, Sendable {
    /// The stars control.
    case starsChanged(Int)
    /// The "Submit" button.
    case submitTapped
    /// What the sheet tells the root.
    case delegate(Delegate)

    /// The sheet's news for the root.
    public enum Delegate: Equatable, Sendable {
      /// The review of this product was submitted with these stars.
      case submitted(productID: Int, stars: Int)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// The stars change; Submit tells the root.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .starsChanged(stars):
        state.stars = min(5, max(1, stars))
        return .none
      case .submitTapped:
        return .send(.delegate(.submitted(productID: state.productID, stars: state.stars)))
      case .delegate:
        return .none
      }
    }
  }
}

/// A stack of product pages and the review sheet the root presents over it.
public struct ReviewStackDomain: Reducer, Sendable {
  /// The stack's screens: a product's page.
  public struct Path: Reducer, Sendable {
    /// A screen's state.
    public enum State: Equatable, Sendable {
      /// A product's page.
      case page(ReviewPageDomain.State)
    }

    /// A screen's actions.
    public enum Action: Equatable, Sendable {
      /// An action of a product's page.
      case page(ReviewPageDomain.Action)
    }

    /// Creates the reducer.
    public init() {}

    /// Each case's reducer.
    public var body: some ReducerOf<Self> {
      Scope(state: State.page, action: Action.page) { ReviewPageDomain() }
    }
  }

  /// The pages pushed, and the review sheet if it is shown.
  public struct State: Equatable, Sendable {
    /// The pages, bottom to top.
    public var path: StackState<Path.State>
    /// The review sheet, while it is shown.
    @Presents public var review: ReviewSheetDomain.State?

    /// A stack of these pages, with no sheet unless given.
    public init(
      path: StackState<Path.State> = StackState(), review: ReviewSheetDomain.State? = nil
    ) {
      self.path = path
      self.review = review
    }
  }

  /// The stack's and the sheet's actions.
  public enum Action: Equatable, Sendable {
    /// An action of a page in the stack.
    case path(StackActionOf<Path>)
    /// An action of the review sheet, or its dismissal.
    case review(PresentationAction<ReviewSheetDomain.Action>)
  }

  /// Creates the reducer.
  public init() {}

  /// The root's answers to its pages and its sheet, then each page, then the sheet.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // TODO: open the review sheet for the product a page asks about, and when the sheet says
      // a review was submitted, give that product's page its stars and close the sheet.
      case .path, .review:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
    // TODO: run the review sheet's reducer while it is shown.
  }
}

// Your tests of the review, a Swift Testing suite: `swift test --filter ReviewStackQuizTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken roots, where
// it must fail.
@MainActor
@Suite("root-tabs.quiz · your tests", .exercise(ReviewStackQuizExercise.self))
struct ReviewStackQuizTests {
  @Test("A review written from the second page reaches that page")
  func reviewFromTheSecondPage() async {
    // TODO: prove the way from the second page's button to its stars, step by step.
  }
}
