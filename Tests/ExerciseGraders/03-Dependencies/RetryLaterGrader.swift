import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

// Grades dependencies.retry-later: the grader's checks that after a failed load
// `RetryingProductList` waits 2 s on the clock dependency and tries once more (a `TestClock` and
// a scripted client check both outcomes), a suite inside the learner's `RetryLaterTests`; and the
// broken lists the learner's test must fail on.

extension RetryLaterExercise: GradedExercise {
  /// Lists whose retry is broken: a good test of both outcomes fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the list shows the first error at once and never retries",
        replacing: RetryingProductList.self,
        advice: """
          Give the store a fetchProducts that fails at first and succeeds once 2 s have passed on \
          its TestClock; advance the clock by 2 s and expect the products.
          """
      ) {
        list { send in
          @Dependency(\.apiClient.fetchProducts) var fetchProducts
          await send(.fetchProductsResponse(TaskResult { try await fetchProducts() }))
        }
      },
      .reducer(
        "the list waits 2 s after a failure, then shows it without retrying",
        replacing: RetryingProductList.self,
        advice: """
          Test the outcome where the retry succeeds: a fetchProducts that fails at first and \
          succeeds after 2 s on the clock, and expect the products after advancing it.
          """
      ) {
        list { send in
          @Dependency(\.apiClient.fetchProducts) var fetchProducts
          @Dependency(\.continuousClock) var clock
          let result = await TaskResult { try await fetchProducts() }
          if case .failure = result {
            try await clock.sleep(for: .seconds(2))
          }
          await send(.fetchProductsResponse(result))
        }
      },
      .reducer(
        "the retry fails too and the list stays loading, with no error",
        replacing: RetryingProductList.self,
        advice: """
          Test the other outcome too: a fetchProducts that always throws, and after advancing the \
          clock by 2 s, receive the failure and expect .error.
          """
      ) {
        list { send in
          @Dependency(\.apiClient.fetchProducts) var fetchProducts
          @Dependency(\.continuousClock) var clock
          let result = await TaskResult {
            do {
              return try await fetchProducts()
            } catch {
              try await clock.sleep(for: .seconds(2))
              return try await fetchProducts()
            }
          }
          if case .success = result {
            await send(.fetchProductsResponse(result))
          }
        }
      },
    ]
  }

  /// A list broken on purpose: `RetryingProductList`, except that a load runs `load` as its
  /// effect.
  private static func list(
    loading load: @escaping @Sendable (Send<RetryingProductList.Action>) async throws -> Void
  ) -> some ReducerOf<RetryingProductList> {
    Reduce { state, action in
      guard action == .fetchProducts, state.dataLoadingStatus != .loading else {
        return RetryingProductList().reduce(into: &state, action: action)
      }
      state.dataLoadingStatus = .loading
      return .run { send in try await load(send) }
    }
  }
}

extension RetryLaterTests {
  // The grader's checks of `RetryingProductList`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
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
}
