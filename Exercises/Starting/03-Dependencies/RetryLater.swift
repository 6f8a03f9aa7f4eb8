// Exercise dependencies.retry-later · Retry by itself
//
// A train goes through a tunnel, the request fails, and the user sees an error for a blip that
// was over a second later. `RetryingProductList` should be more patient: after a failed load,
// wait 2 seconds and try once more, and show the error only if that fails too.
//
// Build it, inside the effect of `fetchProducts`:
//   • call `fetchProducts()`; if it succeeds, send its products as now;
//   • if it throws, sleep 2 seconds on `@Dependency(\.continuousClock)` (never `Task.sleep`: a
//     test's `TestClock` decides when 2 seconds have passed), then call `fetchProducts()` once
//     more, and send what that second call gives, products or error;
//   • one `fetchProductsResponse` per load, and never a third call: if the retry fails too, the
//     error line (with its Retry button) shows, and pressing Retry starts a new load the same way.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testRetryLater` (at the bottom), a TestStore test of both outcomes on a
// `TestClock`: a server that is down for the first 2 seconds (the retry brings the products),
// and a server that stays down (the retry's error shows).
//
// Done: the grader's tests pass. They drive a `TestClock` and a client whose calls fail or
// succeed in the order each test chooses (nothing happens at 1.999 s, the retry at 2 s), and
// run your test on your list (it must pass) and on lists broken on purpose (it must fail): one
// that never retries, one that waits but does not try again, and one that never shows the
// retry's error.
//
// Check it: `swift run kit check dependencies.retry-later`
//       or: `swift test --filter RetryLaterGrader`
// Stuck? `swift run kit hint dependencies.retry-later` gives one hint at a time.

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
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

// Your tests, a Swift Testing suite: `swift test --filter RetryLaterTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of RetryingProductList, where it
// must fail.
@MainActor
@Suite("dependencies.retry-later · your tests", .exercise(RetryLaterExercise.self))
struct RetryLaterTests {
  @Test("Retry later")
  func retryLater() async {
    // TODO: make a TestStore whose reducer is `list` (the reducer you are given, not
    // RetryingProductList(): that is how the grader hands you broken ones), with
    // $0.continuousClock = clock (a TestClock) and a fetchProducts that fails until 2 s have passed
    // on that clock (compare clock.now with clock.now.advanced(by: .seconds(2)) taken at the start).
    // Send .fetchProducts, advance the clock by 2 s, receive the products. Then a second store
    // whose fetchProducts always throws: after 2 s, receive the retry's error.
  }
}
