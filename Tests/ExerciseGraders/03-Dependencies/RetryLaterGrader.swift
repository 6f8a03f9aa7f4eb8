import Composable
import ComposableTesting
import Exercises
import OnlineStore
import Testing

/// Grades dependencies.retry-later: after a failed load, `RetryingProductList` waits 2 s on the
/// clock dependency and tries once more; a `TestClock` and a scripted client check both outcomes.
@MainActor
@Suite(
  .exercise(
    "dependencies.retry-later", isStarted: RetryLaterExercise.isStarted,
    file: "Exercises/Workbook/03-Dependencies/RetryLater.swift"))
struct RetryLaterGrader {
  @Test("a failure, then the retry 2 s later succeeds: the products show, and no error")
  func theRetrySucceeds() async {
    let clock = TestClock()
    let fetches = ScriptedProductFetches([.failure(.timedOut), .success(Product.sample)])
    let store = TestStore(initialState: RetryingProductList.State()) {
      RetryingProductList()
    } withDependencies: {
      $0.apiClient.fetchProducts = fetches.fetch
      $0.continuousClock = clock
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .milliseconds(1999))
    #expect(
      fetches.calls == 1,
      """
      1.999 s after the first call failed, fetchProducts had been called \(fetches.calls) times, \
      not once: wait 2 s on @Dependency(\\.continuousClock) before trying again
      """)
    await clock.advance(by: .milliseconds(1))
    #expect(
      fetches.calls == 2,
      """
      2 s after the first call failed, fetchProducts had been called \(fetches.calls) time(s): \
      after the wait, call it once more
      """)
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.products = Product.sample
    }
  }

  @Test("the retry fails too: its error shows, no third call; Retry then starts a new load")
  func theRetryFailsToo() async throws {
    let clock = TestClock()
    let fetches = ScriptedProductFetches([
      .failure(.timedOut), .failure(.notConnected),
      .failure(.timedOut), .success(Product.sample),
    ])
    let store = TestStore(initialState: RetryingProductList.State()) {
      RetryingProductList()
    } withDependencies: {
      $0.apiClient.fetchProducts = fetches.fetch
      $0.continuousClock = clock
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .seconds(2))
    try #require(
      fetches.calls == 2,
      """
      2 s after the first call failed, fetchProducts had been called \(fetches.calls) time(s): \
      after the wait, call it once more
      """)
    // The error the list shows is the retry's: the first one was only a blip.
    await store.receive(.fetchProductsResponse(.failure(APIError.notConnected))) {
      $0.dataLoadingStatus = .error
    }
    await clock.advance(by: .seconds(60))
    #expect(
      fetches.calls == 2,
      """
      after the retry failed, fetchProducts was called \(fetches.calls) times in all: try once \
      more, not again and again
      """)
    let callsBeforeRetry = fetches.calls

    // The user presses Retry: a new load, with its own retry.
    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.products = Product.sample
    }
    #expect(
      fetches.calls - callsBeforeRetry == 2,
      """
      the Retry button's load made \(fetches.calls - callsBeforeRetry) call(s), not 2: every load \
      gets its own retry after a failure
      """)
  }

  @Test("a load that succeeds at once waits for nothing and calls once")
  func aSuccessDoesNotWait() async {
    let clock = TestClock()
    let fetches = ScriptedProductFetches([.success(Product.sample)])
    let store = TestStore(initialState: RetryingProductList.State()) {
      RetryingProductList()
    } withDependencies: {
      $0.apiClient.fetchProducts = fetches.fetch
      $0.continuousClock = clock
    }

    await store.send(.fetchProducts) {
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchProductsResponse(.success(Product.sample))) {
      $0.dataLoadingStatus = .success
      $0.products = Product.sample
    }
    #expect(fetches.calls == 1, "a load that succeeded called fetchProducts \(fetches.calls) times")
    #expect(clock.pendingSleeps == 0, "a load that succeeded still waits on the clock")
  }
}
