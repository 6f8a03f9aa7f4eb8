// Exercise dependencies.loaded-at · When was it loaded?
//
// A product list that can say "loaded at 10:42". `TimestampedProductList` below loads the
// products through `@Dependency(\.apiClient.fetchProducts)`, but it does not yet remember when.
//
// Build it:
//   • when the products arrive (`fetchProductsResponse(.success)`), set `state.loadedAt` to the
//     current date, read from `@Dependency(\.date.now)`: never `Date()`, which no test controls;
//   • a failed load leaves `loadedAt` as it was (the time of the last good load, or nil);
//   • every load reads the date again: a refresh an hour later records the later time.
// Then write `testLoadedAt` (at the bottom), a TestStore test of it: give `fetchProducts` some
// products and fix the date with `$0.date = .constant(…)`, as chapter 3's tests set
// `$0.uuid = .incrementing`, so the test knows which date to expect.
//
// Done: the grader's tests pass. They check the list with dates of their own, and run your test
// on your list (it must pass) and on lists broken on purpose (it must fail): one that never
// records the time, and one that records the real `Date()`.
//
// Check it: `swift run kit check dependencies.loaded-at`
//       or: `swift test --filter LoadedAtGrader`
// Stuck? `swift run kit hint dependencies.loaded-at` gives one hint at a time.

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
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

// Your tests, a Swift Testing suite: `swift test --filter LoadedAtTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of TimestampedProductList, where it
// must fail.
@MainActor
@Suite("dependencies.loaded-at · your tests", .exercise(LoadedAtExercise.self))
struct LoadedAtTests {
  @Test("Loaded at")
  func loadedAt() async {
    // TODO: make a TestStore whose reducer is `list` (the reducer you are given, not
    // TimestampedProductList(): that is how the grader hands you broken ones). In its
    // withDependencies, make fetchProducts return some products and fix the date. Send
    // .fetchProducts, receive the response, and set in each closure what changes.
  }
}
