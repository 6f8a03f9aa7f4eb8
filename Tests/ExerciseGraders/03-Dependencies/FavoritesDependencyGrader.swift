import Composable
import ComposableTesting
import Exercises
import OnlineStore
import Synchronization
import Testing

/// Grades dependencies.favorites-client: `FavoritesClient` is a dependency with live and test
/// values and a name on `DependencyValues`, and `FavoritesList` loads through it.
@MainActor
@Suite(
  .exercise(
    "dependencies.favorites-client", isStarted: FavoritesDependencyExercise.isStarted,
    file: "Exercises/Workbook/03-Dependencies/FavoritesDependency.swift"))
struct FavoritesDependencyGrader {
  @Test("$0.favorites keeps the client a test sets, and @Dependency(\\.favorites) reads it")
  func dependencyValuesKeepsTheClient() async throws {
    let ids = try await withDependencies {
      $0.favorites.load = { [42] }
    } operation: {
      @Dependency(\.favorites) var favorites
      return try await favorites.load()
    }
    #expect(
      ids == [42],
      """
      $0.favorites.load was set to give [42], and @Dependency(\\.favorites) then gave \(ids): \
      DependencyValues.favorites must get and set self[FavoritesClient.self]
      """)
  }

  @Test("loadFavorites loads the ids the overridden client gives")
  func loadsFromTheOverriddenClient() async {
    let store = TestStore(initialState: FavoritesList.State()) {
      FavoritesList()
    } withDependencies: {
      $0.favorites.load = { [2, 7] }
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
      the test's client gave [2, 7], and FavoritesList holds \(store.state.favoriteIDs): \
      loadFavorites must call load() of @Dependency(\\.favorites)
      """)

    // A refresh asks the client again: here it now fails.
    store.dependencies.favorites.load = { throw APIError.timedOut }
    await store.send(.loadFavorites) {
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.favoritesResponse(.failure(APIError.timedOut))) {
      $0.dataLoadingStatus = .error
    }
  }

  @Test("not overridden, load fails the test with \"Unimplemented: FavoritesClient.load\"")
  func testValueIsUnimplemented() async {
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
      FavoritesClient.load": build testValue's load with unimplemented("FavoritesClient.load"), \
      and call it from loadFavorites
      """)
  }

  @Test("the live value keeps the favourites in memory: products 1 and 3")
  func liveValueHoldsProductsOneAndThree() async throws {
    let ids = try await withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.favorites) var favorites
      return try await favorites.load()
    }
    #expect(
      ids == [1, 3],
      "in the app (the live context), @Dependency(\\.favorites).load() gave \(ids), not [1, 3]")
  }
}

/// The learner's `testFavoritesList`, on their list and on lists broken on purpose.
extension FavoritesDependencyGrader {
  @Test("your testFavoritesList passes on your FavoritesList")
  func learnersTestPassesOnTheirList() async {
    // Any failure here is your test's own, reported at its line in FavoritesDependency.swift.
    await testFavoritesList(FavoritesList())
  }

  @Test("your testFavoritesList fails on a list that never calls the favourites client")
  func learnersTestCatchesAListIgnoringTheClient() async {
    await expectLearnersTest(
      "testFavoritesList", toCatch: "the list never calls the client and shows no favourites",
      advice: """
        Override $0.favorites.load to give some ids, and expect favoritesResponse to bring \
        exactly those ids into favoriteIDs.
        """
    ) {
      await testFavoritesList(
        Reduce { state, action in
          guard action == .loadFavorites, state.dataLoadingStatus != .loading else {
            return FavoritesList().reduce(into: &state, action: action)
          }
          state.dataLoadingStatus = .loading
          return .send(.favoritesResponse(.success([])))
        })
    }
  }

  @Test("your testFavoritesList fails on a list that shows no error when loading fails")
  func learnersTestCatchesAMissingError() async {
    await expectLearnersTest(
      "testFavoritesList", toCatch: "a failed load leaves the list loading instead of .error",
      advice: """
        In the part without the override, receive favoritesResponse and set \
        $0.dataLoadingStatus = .error; match only the "Unimplemented: FavoritesClient.load" \
        issue in withKnownIssue, so other failures still count.
        """
    ) {
      await testFavoritesList(
        Reduce { state, action in
          if case .favoritesResponse(.failure) = action { return .none }
          return FavoritesList().reduce(into: &state, action: action)
        })
    }
  }
}
