import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Synchronization
import Testing

// Grades dependencies.favorites-client: the grader's checks that `FavoritesClient` is a
// dependency key with live and test values and a name on `DependencyValues`, and that
// `FavoritesList` loads through it, a suite inside the learner's `FavoritesDependencyTests`; and
// the broken lists the learner's test must fail on. The key and the name are the learner's to
// write from nothing, so the grader finds them at run time (`LearnersFavoritesKey`).

extension FavoritesDependencyExercise: GradedExercise {
  /// Lists that load their favourites wrong: a good test of both parts fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the list never calls the favourites client and shows no favourites",
        replacing: FavoritesList.self,
        advice: """
          Override $0.favorites.load to give some ids, and expect favoritesResponse to bring \
          exactly those ids into favoriteIDs.
          """
      ) {
        Reduce { state, action in
          guard action == .loadFavorites, state.dataLoadingStatus != .loading else {
            return FavoritesList().reduce(into: &state, action: action)
          }
          state.dataLoadingStatus = .loading
          return .send(.favoritesResponse(.success([])))
        }
      },
      .dependencies(
        "the list asks the favourites client twice for one load",
        advice: """
          The store sees one response however often the client was asked. Count the calls: \
          wrap the overridden part in `await confirmation(expectedCount: 1) { loaded in … }` and \
          call loaded() in your $0.favorites.load.
          """
      ) { values in
        guard let client = LearnersFavoritesKey.client(in: values) else { return }
        LearnersFavoritesKey.override(
          &values,
          with: FavoritesClient(load: {
            _ = try await client.load()
            return try await client.load()
          }))
      },
      .reducer(
        "a failed load leaves the list loading instead of .error", replacing: FavoritesList.self,
        advice: """
          In the part without the override, receive favoritesResponse and set \
          $0.dataLoadingStatus = .error; match only the "Unimplemented: FavoritesClient.load" \
          issue in withKnownIssue, so other failures still count.
          """
      ) {
        Reduce { state, action in
          if case .favoritesResponse(.failure) = action { return .none }
          return FavoritesList().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension FavoritesDependencyTests {
  // The grader's checks of `FavoritesClient`, its key and name, and `FavoritesList`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("FavoritesClient is a DependencyKey, and its live value keeps products 1 and 3")
    func liveValueHoldsProductsOneAndThree() async throws {
      let live = try #require(
        LearnersFavoritesKey.liveValue,
        """
        FavoritesClient is not a dependency key yet: write `extension FavoritesClient: \
        DependencyKey { public static let liveValue = …; public static let testValue = … }`.
        """)
      let ids = try await live.load()
      #expect(ids == [1, 3], "FavoritesClient.liveValue.load() gave \(ids), not the app's favourites [1, 3]")
    }

    @Test("the test value fails the test that calls it, naming \"FavoritesClient.load\"")
    func testValueIsUnimplemented() async throws {
      let testValue = try #require(
        LearnersFavoritesKey.testValue,
        "FavoritesClient is not a dependency key yet: write `extension FavoritesClient: DependencyKey`.")
      let namedTheEndpoint = Mutex(false)
      await withKnownIssue(isIntermittent: true) {
        _ = try? await testValue.load()
      } matching: { issue in
        let matches = issue.comments.contains {
          $0.rawValue.contains("Unimplemented: FavoritesClient.load")
        }
        if matches { namedTheEndpoint.withLock { $0 = true } }
        return matches
      }
      #expect(
        namedTheEndpoint.withLock { $0 },
        """
        FavoritesClient.testValue.load() did not fail the test with "Unimplemented: \
        FavoritesClient.load": build it with unimplemented("FavoritesClient.load").
        """)
    }

    @Test("loadFavorites loads through @Dependency(\\.favorites) the client a test sets")
    func loadsFromTheOverriddenClient() async {
      let store = TestStore(initialState: FavoritesList.State()) {
        FavoritesList()
      } withDependencies: {
        LearnersFavoritesKey.override(&$0, with: FavoritesClient(load: { [2, 7] }))
      }

      await store.send(.loadFavorites) {
        $0.dataLoadingStatus = .loading
      }
      await store.receive(.favoritesResponse(.success([2, 7]))) {
        $0.favoriteIDs = [2, 7]
        $0.dataLoadingStatus = .success
      }
      #expect(
        store.state.favoriteIDs == [2, 7],
        """
        the test set the key's client to give [2, 7], and FavoritesList holds \
        \(store.state.favoriteIDs): DependencyValues.favorites must get and set \
        self[FavoritesClient.self], and loadFavorites must call load() of @Dependency(\\.favorites)
        """)

      // A refresh asks the client again: here it now fails.
      LearnersFavoritesKey.override(&store.dependencies, with: FavoritesClient(load: { throw APIError.timedOut }))
      await store.send(.loadFavorites) {
        $0.dataLoadingStatus = .loading
      }
      await store.receive(.favoritesResponse(.failure(APIError.timedOut))) {
        $0.dataLoadingStatus = .error
      }
    }

    @Test("not overridden, FavoritesList's load fails the test with \"Unimplemented: FavoritesClient.load\"")
    func listUsesTheTestValue() async {
      let namedTheEndpoint = Mutex(false)
      await withKnownIssue(isIntermittent: true) {
        let store = TestStore(initialState: FavoritesList.State()) {
          FavoritesList()
        }
        await store.send(.loadFavorites) {
          $0.dataLoadingStatus = .loading
        }
        // The unimplemented endpoint reports, then throws: the feature sees a failure.
        await store.receive(FavoritesList.Action.favoritesResponse) {
          $0.dataLoadingStatus = .error
        }
      } matching: { issue in
        let matches = issue.comments.contains {
          $0.rawValue.contains("Unimplemented: FavoritesClient.load")
        }
        if matches { namedTheEndpoint.withLock { $0 = true } }
        return matches
      }
      #expect(
        namedTheEndpoint.withLock { $0 },
        """
        with no override, loading the favourites in a test did not fail with "Unimplemented: \
        FavoritesClient.load": in a test, @Dependency(\\.favorites) gives the key's testValue, and \
        loadFavorites must call its load
        """)
    }
  }
}

/// The learner's key, found at run time: the starting code has no `FavoritesClient:
/// DependencyKey` and no `DependencyValues.favorites` (writing them is the exercise), so the
/// grader cannot name them and still compile on it.
enum LearnersFavoritesKey {
  /// `FavoritesClient` as a dependency key whose value is a `FavoritesClient`, or nil.
  static var key: (any DependencyKey.Type)? {
    let client: Any.Type = FavoritesClient.self
    return client as? any DependencyKey.Type
  }

  /// The key's live value, or nil without a key.
  static var liveValue: FavoritesClient? {
    key.flatMap { liveValue(of: $0) as? FavoritesClient }
  }

  /// The key's test value, or nil without a key.
  static var testValue: FavoritesClient? {
    key.flatMap { testValue(of: $0) as? FavoritesClient }
  }

  /// The key's value in `values`, as `values.favorites` reads it, or nil without a key.
  static func client(in values: DependencyValues) -> FavoritesClient? {
    key.flatMap { value(of: $0, in: values) as? FavoritesClient }
  }

  /// Sets the key's value in `values` to `client`, as `$0.favorites = client` would; without a
  /// key it sets nothing, and the list then finds no override.
  static func override(_ values: inout DependencyValues, with client: FavoritesClient) {
    if let key { set(key, to: client, in: &values) }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> Any { key.liveValue }
  private static func testValue<Key: DependencyKey>(of key: Key.Type) -> Any { key.testValue }
  private static func value<Key: DependencyKey>(of key: Key.Type, in values: DependencyValues) -> Any {
    values[key]
  }
  private static func set<Key: DependencyKey>(
    _ key: Key.Type, to client: FavoritesClient, in values: inout DependencyValues
  ) {
    if let value = client as? Key.Value { values[key] = value }
  }
}
