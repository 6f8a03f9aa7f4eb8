// Exercise dependencies.retry-later · Retry by itself              (chapter 3, Dependencies)
//
// Build: in `fetchProducts`'s effect, after a failed call, sleep 2 s on
//        `@Dependency(\.continuousClock)` (never `Task.sleep`) and call once more; send one
//        `fetchProductsResponse` per load: the first call's products, or the retry's result.
// Test:  write the body of "After a failure the list tries once more, 2 s later" below.
// Done:  the grader's checks pass, and your test passes on your list but fails on broken ones:
//        one that never retries, one that waits but does not try again, one that loses the error.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint dependencies.retry-later`
// Check: `swift run kit check dependencies.retry-later` (or `swift test --filter RetryLaterTests`)

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum RetryLaterExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "dependencies.retry-later"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A product list that tries once more, 2 seconds after a failed load, before showing the error.
public struct RetryingProductList: Reducer, Sendable {
  /// The products and where loading them stands.
  public struct State: Equatable, Sendable {
    /// Where loading the products stands.
    public var dataLoadingStatus: DataLoadingStatus
    /// The products, once loaded.
    public var products: [Product]

    /// A list in the given state: by default not loaded and empty.
    public init(dataLoadingStatus: DataLoadingStatus = .notStarted, products: [Product] = []) {
      self.dataLoadingStatus = dataLoadingStatus
      self.products = products
    }
  }

  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// Loads the products: when the list appears, and the Retry button after an error. Ignored
    /// while a load (and its retry) is on its way.
    case fetchProducts
    /// The products, or why the load and its retry both failed.
    case fetchProductsResponse(TaskResult<[Product]>)
  }

  @Dependency(\.apiClient.fetchProducts) var fetchProducts
  // TODO: ask for the clock to wait on.

  /// Creates the reducer.
  public init() {}

  /// Loads the products, retrying once after a failure.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchProducts:
        guard state.dataLoadingStatus != .loading else { return .none }
        state.dataLoadingStatus = .loading
        return .run { send in
          // TODO: after a failure, wait 2 seconds on the clock and try once more.
          await send(.fetchProductsResponse(TaskResult { try await fetchProducts() }))
        }

      case .fetchProductsResponse(.success(let products)):
        state.dataLoadingStatus = .success
        state.products = products
        return .none

      case .fetchProductsResponse(.failure):
        state.dataLoadingStatus = .error
        return .none
      }
    }
  }
}

// Your tests of the retry, a Swift Testing suite: `swift test --filter RetryLaterTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken lists, where it must
// fail.
@MainActor
@Suite("dependencies.retry-later · your tests", .exercise(RetryLaterExercise.self))
struct RetryLaterTests {
  @Test("After a failure the list tries once more, 2 s later")
  func retryLater() async {
    // TODO: both outcomes, each with its own TestClock.
    // 1. A TestStore of RetryingProductList with $0.continuousClock = clock and a fetchProducts
    //    that fails until 2 s have passed on that clock (compare clock.now with
    //    clock.now.advanced(by: .seconds(2)) taken at the start). Send .fetchProducts, advance
    //    the clock by 2 s, receive the products.
    // 2. A second store whose fetchProducts always throws: after 2 s, receive the retry's error.
  }
}
