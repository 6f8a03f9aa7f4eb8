import ChapterTestSupport
import Composable
import ComposableTesting
import EffectsChapter
import Foundation
import OnlineStore
import TestTags
import Testing

/// The product list's network call as an effect: the answer comes back wrapped in a
/// `TaskResult`, `.failure` shows the error and Retry, and Retry runs the effect again.
@MainActor
@Suite("The product list: loading, error, Retry", .tags(.effects), .timeLimit(.minutes(1)))
struct ProductRetryTests {
  @Test("the flaky client fails first; Retry loads the catalog")
  func errorThenRetry() async throws {
    let clock = TestClock()
    let catalog = try EmbeddedCatalog.products()
    let store = TestStore(initialState: ProductListDomain.State()) {
      ProductListDomain()
    } withDependencies: {
      $0.apiClient = .failingOnce(delay: .milliseconds(800))
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .milliseconds(800))
    // TaskResult is Equatable when its errors are: the test names the exact failure.
    await store.receive(
      .fetchProductsResponse(.failure(APIError.simulatedFailure(endpoint: "fetchProducts")))
    ) {
      $0.dataLoadingStatus = .error
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .milliseconds(800))
    await store.receive(.fetchProductsResponse(.success(catalog))) {
      $0.dataLoadingStatus = .success
      $0.productList = productRows(catalog)
    }
  }

  @Test("inside the app's domain the same actions arrive wrapped in .productList")
  func wrappedInTheAppDomain() async {
    let store = TestStore(initialState: EffectsAppDomain.State()) {
      EffectsAppDomain()
    } withDependencies: {
      // A stub that fails once: a main-actor closure may keep a count, as tests run there.
      var attempt = 0
      $0.apiClient.fetchProducts = { @MainActor in
        attempt += 1
        if attempt == 1 { throw APIError.timedOut }
        return [Product.sample[0]]
      }
      $0.uuid = .incrementing
    }

    await store.send(.productList(.fetchProducts)) {
      $0.productList.dataLoadingStatus = .loading
    }
    await store.receive(.productList(.fetchProductsResponse(.failure(APIError.timedOut)))) {
      $0.productList.dataLoadingStatus = .error
    }
    await store.send(.productList(.fetchProducts)) {
      $0.productList.dataLoadingStatus = .loading
    }
    await store.receive(.productList(.fetchProductsResponse(.success([Product.sample[0]])))) {
      $0.productList.dataLoadingStatus = .success
      $0.productList.productList = [ProductDomain.State(id: UUID(0), product: Product.sample[0])]
    }
  }
}
