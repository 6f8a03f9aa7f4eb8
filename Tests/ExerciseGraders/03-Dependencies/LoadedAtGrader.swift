import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades dependencies.loaded-at: the grader's checks that `TimestampedProductList` records when
// its products arrived, from `@Dependency(\.date.now)`, a suite inside the learner's
// `LoadedAtTests`; the broken lists the learner's test must fail on; and the dependency trait
// that fixes its date.

extension LoadedAtExercise: GradedExercise {
  /// Lists that record the wrong time: a good test with a fixed date fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the list never records when the products arrived",
        replacing: TimestampedProductList.self,
        advice: """
          Receive fetchProductsResponse and set $0.loadedAt in its closure to the date the test \
          fixed.
          """
      ) {
        Reduce { state, action in
          let loadedAt = state.loadedAt
          let effect = TimestampedProductList().reduce(into: &state, action: action)
          state.loadedAt = loadedAt
          return effect
        }
      },
      .reducer(
        "the list records the real Date() instead of the dependency's",
        replacing: TimestampedProductList.self,
        advice: """
          Fix the date to one that is not now (Date(timeIntervalSince1970: 0), say), and expect \
          loadedAt to be exactly that date.
          """
      ) {
        Reduce { state, action in
          let effect = TimestampedProductList().reduce(into: &state, action: action)
          if case .fetchProductsResponse(.success) = action {
            state.loadedAt = Date()
          }
          return effect
        }
      },
    ]
  }

  /// The date fixed by the dependency trait on the test, not in one store's withDependencies.
  public static var requirements: [TestRequirement] {
    [
      TestRequirement(
        "a test whose date a dependency trait fixes: `@Test(\"…\", .dependency(\\.date, .constant(…)))`"
      ) { test in
        test.traits.contains { $0 is _DependenciesTrait }
      }
    ]
  }
}

extension LoadedAtTests {
  // The grader's checks of `TimestampedProductList`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    /// 14 November 2023, 22:13:20 UTC: the date the tests' date dependency gives first.
    static let firstLoad = Date(timeIntervalSince1970: 1_700_000_000)
    /// An hour after `firstLoad`.
    static let anHourLater = firstLoad.addingTimeInterval(3600)

    @Test("the products arrive: loadedAt is the date @Dependency(\\.date.now) gives")
    func recordsWhenTheProductsArrived() async {
      let store = TestStore(initialState: TimestampedProductList.State()) {
        TimestampedProductList()
      } withDependencies: {
        $0.apiClient.fetchProducts = { Product.sample }
        $0.date = .constant(Self.firstLoad)
      }

      await store.send(.fetchProducts) {
        $0.dataLoadingStatus = .loading
      }
      #expect(
        store.state.loadedAt == nil,
        "loadedAt was set when the request left (fetchProducts): set it when the products arrive")
      await store.receive(.fetchProductsResponse(.success(Product.sample))) {
        $0.dataLoadingStatus = .success
        $0.products = Product.sample
        $0.loadedAt = Self.firstLoad
      }
      #expect(
        store.state.loadedAt == Self.firstLoad,
        """
        fetchProductsResponse(.success) did not set loadedAt to the date of \
        @Dependency(\\.date.now): the test's date is \(Self.firstLoad), loadedAt is \
        \(describe(store.state.loadedAt))
        """)
    }

    @Test("a failed refresh keeps the time of the last good load")
    func aFailedLoadKeepsTheTime() async {
      let store = TestStore(
        initialState: TimestampedProductList.State(
          dataLoadingStatus: .success, products: Product.sample, loadedAt: Self.firstLoad)
      ) {
        TimestampedProductList()
      } withDependencies: {
        $0.apiClient.fetchProducts = { throw APIError.timedOut }
        $0.date = .constant(Self.anHourLater)
      }

      await store.send(.fetchProducts) {
        $0.dataLoadingStatus = .loading
      }
      await store.receive(.fetchProductsResponse(.failure(APIError.timedOut))) {
        $0.dataLoadingStatus = .error
      }
      #expect(
        store.state.loadedAt == Self.firstLoad,
        """
        a failed load changed loadedAt to \(describe(store.state.loadedAt)): only products that \
        arrive set it, so it keeps \(Self.firstLoad)
        """)
    }

    @Test("each load reads the date again: a refresh an hour later records the later time")
    func aRefreshRecordsTheNewTime() async {
      let store = TestStore(initialState: TimestampedProductList.State()) {
        TimestampedProductList()
      } withDependencies: {
        $0.apiClient.fetchProducts = { Product.sample }
        $0.date = .constant(Self.firstLoad)
      }

      await store.send(.fetchProducts) {
        $0.dataLoadingStatus = .loading
      }
      await store.receive(.fetchProductsResponse(.success(Product.sample))) {
        $0.dataLoadingStatus = .success
        $0.products = Product.sample
        $0.loadedAt = Self.firstLoad
      }

      // An hour passes, and the catalog has changed.
      store.dependencies.date = .constant(Self.anHourLater)
      store.dependencies.apiClient.fetchProducts = { [Product.sample[2]] }
      await store.send(.fetchProducts) {
        $0.dataLoadingStatus = .loading
      }
      await store.receive(.fetchProductsResponse(.success([Product.sample[2]]))) {
        $0.dataLoadingStatus = .success
        $0.products = [Product.sample[2]]
        $0.loadedAt = Self.anHourLater
      }
      #expect(
        store.state.loadedAt == Self.anHourLater,
        """
        the second load set loadedAt to \(describe(store.state.loadedAt)), not to the date the store \
        gives now (\(Self.anHourLater)): read @Dependency(\\.date.now) when the products arrive
        """)
    }

    /// A date as the messages show it, or "nil".
    private func describe(_ date: Date?) -> String {
      date.map { "\($0)" } ?? "nil"
    }
  }
}
