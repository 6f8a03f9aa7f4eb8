import ChapterTestSupport
import Composable
import ComposableTesting
import DependenciesChapter
import Foundation
import OnlineStore
import TestTags
import Testing

/// `ProductListDomain` reads two dependencies: `@Dependency(\.apiClient.fetchProducts)` and
/// `@Dependency(\.uuid)`. A test store starts every dependency at its *test value*, which fails
/// the test when used; each test says which ones it needs, in `withDependencies`.
@MainActor
@Suite("The product list, with its dependencies controlled", .tags(.dependencies), .timeLimit(.minutes(1)))
struct ProductListDependencyTests {
  @Test("the overridden client's products become rows whose ids are UUID(0), UUID(1), …")
  func loadsFromTheOverriddenClient() async {
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      // Only the endpoint the feature calls: sendOrder stays unimplemented, and would fail.
      $0.apiClient.fetchProducts = { Product.sample }
      // UUID(0), UUID(1), … in order: the test can write the ids down.
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.productList = productRows(Product.sample)
    }
    // Because the ids are known, the test can address a row the way the app does.
    await store.send(.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))) {
      $0.productList[id: UUID(1)]?.count = 1
    }
  }

  @Test("a failing client sets .error and keeps the list; Retry with a working client loads it")
  func failureThenRetry() async {
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient.fetchProducts = { throw APIError.timedOut }
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchProductsResponse(.failure(APIError.timedOut))) {
      $0.dataLoadingStatus = .error
    }

    // A test store's dependencies can change between steps: the network is back.
    store.dependencies.apiClient.fetchProducts = { [Product.sample[2]] }
    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchProductsResponse(.success([Product.sample[2]]))) {
      $0.dataLoadingStatus = .success
      $0.productList = [ProductDomain.State(id: UUID(0), product: Product.sample[2])]
    }
  }

  @Test("the offline client waits on the clock dependency: a TestClock decides when it answers")
  func offlineClientWaitsOnTheClock() async throws {
    let clock = TestClock()
    let catalog = try EmbeddedCatalog.products()
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient = ClientChoice.offline.apiClient
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .milliseconds(599))
    #expect(store.state.isLoading, "0.599 s in, the offline client has not answered yet")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.fetchProductsResponse(.success(catalog))) {
      $0.dataLoadingStatus = .success
      $0.productList = productRows(catalog)
    }
    #expect(store.state.productList.count == 20)
  }

  @Test("fetchProducts is ignored while loading: one request, one answer")
  func ignoredWhileLoading() async throws {
    let clock = TestClock()
    let catalog = try EmbeddedCatalog.products()
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient = ClientChoice.slow.apiClient
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    // No closure: the second fetchProducts changes nothing (and starts no effect).
    await store.send(.fetchProducts)
    await clock.advance(by: .seconds(3))
    await store.receive(ProductListDomain.Action.fetchProductsResponse) {
      $0.dataLoadingStatus = .success
      $0.productList = productRows(catalog)
    }
  }
}
