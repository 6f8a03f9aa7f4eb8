// Solution of dependencies.retry-later · Retry by itself           (chapter 3, Dependencies)
//
// The retry lives inside the effect, so the reducer still sees one `fetchProductsResponse` per
// load: the first call's products, or the second call's products or error. The wait is a sleep on
// `@Dependency(\.continuousClock)`: 2 real seconds in the app, and in a test exactly when the test
// advances its `TestClock`. The retry is a second call written out, not a loop or a counter kept
// somewhere, so "once more" cannot become "forever", and each load (Retry included) starts afresh.
//
// The test's flaky server is a function of the test clock: down until 2 s have passed on it. So
// the first call fails, and only a retry made after advancing the clock by 2 s succeeds.

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
  public static var isStarted: Bool { true }
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
  @Dependency(\.continuousClock) var clock

  /// How long the list waits after a failed load before it tries once more.
  static let retryDelay = Duration.seconds(2)

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
          await send(
            .fetchProductsResponse(
              TaskResult {
                do {
                  return try await fetchProducts()
                } catch {
                  // Maybe a blip: wait on the clock the store was given, then one more try,
                  // whose error (if any) is the one the list shows.
                  try await clock.sleep(for: Self.retryDelay)
                  return try await fetchProducts()
                }
              }))
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
    // The server is down for the first 2 seconds: the first call fails, the retry succeeds.
    let clock = TestClock()
    let serverBack = clock.now.advanced(by: .seconds(2))
    let store = TestStore(initialState: RetryingProductList.State()) {
      RetryingProductList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.apiClient.fetchProducts = {
        guard clock.now >= serverBack else { throw APIError.timedOut }
        return Product.sample
      }
    }
    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.products = Product.sample
    }

    // The server stays down: the retry fails too, and its error is the one shown.
    let downClock = TestClock()
    let failing = TestStore(initialState: RetryingProductList.State()) {
      RetryingProductList()
    } withDependencies: {
      $0.continuousClock = downClock
      $0.apiClient.fetchProducts = { throw APIError.notConnected }
    }
    await failing.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await downClock.advance(by: .seconds(2))
    await failing.receive(.fetchProductsResponse(.failure(APIError.notConnected))) {
      $0.dataLoadingStatus = .error
    }
  }
}
