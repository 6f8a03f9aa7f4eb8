// Solution of dependencies.loaded-at · When was it loaded?         (chapter 3, Dependencies)
//
// The date is a dependency like the API client: `@Dependency(\.date.now) var now` is read each
// time the reducer uses `now`, so the app gets the real date, a test gets `.constant(…)`, and a
// refresh an hour later (or a test that changes `store.dependencies.date` between steps) gets the
// new one. The failure case does not touch `loadedAt`: it keeps the time of the last good load.
// The test fixes the date with the dependency trait, so every store it makes starts from it, far
// from today: a list that used `Date()` cannot match it by chance. It asserts every step, so a
// list that forgets `loadedAt` fails at the `receive`.

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
  public static var isStarted: Bool { true }
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
  @Dependency(\.date.now) var now

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
        // Read at this moment, from whatever date the store was given: a test's constant, or the
        // real clock in the app.
        state.loadedAt = now
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

  @Test(
    "The list records when the products arrived",
    .dependency(\.date, .constant(LoadedAtTests.loadTime)))
  func loadedAt() async {
    let store = TestStore(initialState: TimestampedProductList.State()) {
      TimestampedProductList()
    } withDependencies: {
      $0.apiClient.fetchProducts = { Product.sample }
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.products = Product.sample
      $0.loadedAt = Self.loadTime
    }
  }
}
