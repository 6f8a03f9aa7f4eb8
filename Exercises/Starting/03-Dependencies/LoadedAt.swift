// Exercise dependencies.loaded-at · When was it loaded?            (chapter 3, Dependencies)
//
// Build: when the products arrive, set `loadedAt` to `@Dependency(\.date.now)` (never `Date()`);
//        a failed load keeps it; every load reads the date again.
// Test:  write the body of "The list records when the products arrived" below, and fix the date
//        for it with the dependency trait: `@Test("…", .dependency(\.date, .constant(…)))`.
// Done:  the grader's checks pass, and your test passes on your list but fails on broken ones:
//        a list that never records the time, and one that records the real `Date()`.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint dependencies.loaded-at`
// Check: `swift run kit check dependencies.loaded-at` (or `swift test --filter LoadedAtTests`)

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum LoadedAtExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "dependencies.loaded-at"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A product list that remembers when its products arrived, to show "loaded at …".
public struct TimestampedProductList: Reducer, Sendable {
  /// The products, where loading stands, and when the last load succeeded.
  public struct State: Equatable, Sendable {
    /// Where loading the products stands.
    public var dataLoadingStatus: DataLoadingStatus
    /// The products of the last successful load.
    public var products: [Product]
    /// When the last successful load's products arrived; nil until one did.
    public var loadedAt: Date?

    /// A list in the given state: by default not loaded, empty, never loaded.
    public init(
      dataLoadingStatus: DataLoadingStatus = .notStarted, products: [Product] = [],
      loadedAt: Date? = nil
    ) {
      self.dataLoadingStatus = dataLoadingStatus
      self.products = products
      self.loadedAt = loadedAt
    }
  }

  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// Loads the products, also to refresh them; ignored while a load is on its way.
    case fetchProducts
    /// The products, or why they could not be loaded.
    case fetchProductsResponse(TaskResult<[Product]>)
  }

  @Dependency(\.apiClient.fetchProducts) var fetchProducts
  // TODO: ask for the current date here, the way the line above asks for the endpoint.

  /// Creates the reducer.
  public init() {}

  /// Loads the products and records when they arrived.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchProducts:
        guard state.dataLoadingStatus != .loading else { return .none }
        state.dataLoadingStatus = .loading
        return .run { send in
          await send(.fetchProductsResponse(TaskResult { try await fetchProducts() }))
        }

      case .fetchProductsResponse(.success(let products)):
        state.dataLoadingStatus = .success
        state.products = products
        // TODO: record when the products arrived.
        return .none

      case .fetchProductsResponse(.failure):
        state.dataLoadingStatus = .error
        return .none
      }
    }
  }
}

// Your tests of the load time, a Swift Testing suite: `swift test --filter LoadedAtTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken lists, where it must
// fail.
@MainActor
@Suite("dependencies.loaded-at · your tests", .exercise(LoadedAtExercise.self))
struct LoadedAtTests {
  /// The date the test fixes: far from today, so a list that records `Date()` cannot match it.
  nonisolated static let loadTime = Date(timeIntervalSince1970: 1_000_000_000)

  @Test("The list records when the products arrived")
  func loadedAt() async {
    // TODO: fix the date for this test with a trait after the name in @Test:
    // `.dependency(\.date, .constant(LoadedAtTests.loadTime))`; every TestStore the test makes then
    // starts from it. Make a TestStore of TimestampedProductList whose withDependencies makes
    // fetchProducts return some products. Send .fetchProducts, receive the response, and set in
    // each closure what changes.
  }
}
