import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

/// Grades dependencies.loaded-at: `TimestampedProductList` records when its products arrived,
/// from `@Dependency(\.date.now)`, which each test fixes with `$0.date = .constant(…)`.
extension LoadedAtTests {
  // The grader's checks of the feature, run with the learner's tests.
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

/// The learner's `testLoadedAt`, on their list and on lists broken on purpose.
extension LoadedAtTests.Grader {
  @Test("your testLoadedAt passes on your TimestampedProductList")
  func learnersTestPassesOnTheirList() async {
    // Any failure here is your test's own, reported at its line in LoadedAt.swift.
    await testLoadedAt(TimestampedProductList())
  }

  @Test("your testLoadedAt fails on a list that never records when the products arrived")
  func learnersTestCatchesAMissingTime() async {
    await expectLearnersTest(
      "testLoadedAt", toCatch: "the list never records when the products arrived",
      advice: """
        Fix the date with $0.date = .constant(…), receive fetchProductsResponse, and set \
        $0.loadedAt in its closure to that date.
        """
    ) {
      await testLoadedAt(
        Reduce { state, action in
          let loadedAt = state.loadedAt
          let effect = TimestampedProductList().reduce(into: &state, action: action)
          state.loadedAt = loadedAt
          return effect
        })
    }
  }

  @Test("your testLoadedAt fails on a list that records the real Date()")
  func learnersTestCatchesTheRealDate() async {
    await expectLearnersTest(
      "testLoadedAt", toCatch: "the list records the real Date() instead of the dependency's",
      advice: """
        Set $0.date = .constant(…) to a date that is not now (Date(timeIntervalSince1970: 0), \
        say), and expect loadedAt to be exactly that date.
        """
    ) {
      await testLoadedAt(
        Reduce { state, action in
          let effect = TimestampedProductList().reduce(into: &state, action: action)
          if case .fetchProductsResponse(.success) = action {
            state.loadedAt = Date()
          }
          return effect
        })
    }
  }
}
