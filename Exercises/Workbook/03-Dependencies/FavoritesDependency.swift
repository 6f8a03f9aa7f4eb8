// Exercise dependencies.favorites-client · Your own dependency
//
// The store wants to show the user's favourite products. Make the favourites a dependency of
// your own, built like `APIClient` (Sources/OnlineStore/APIClient/APIClientDependency.swift),
// and load them in `FavoritesList`.
//
// Build it:
//   • `FavoritesClient` has one endpoint, `load`, which gives the ids of the favourite products;
//   • make `FavoritesClient` its own key, `extension FavoritesClient: DependencyKey`, with two
//     values: `liveValue` keeps the favourites in memory, products 1 and 3 (there is no server
//     for them yet); `testValue` is `unimplemented("FavoritesClient.load")`, so a test that
//     forgets to override it fails and names the endpoint;
//   • give it a name, `DependencyValues.favorites`, that reads and writes the key's value, so a
//     feature writes `@Dependency(\.favorites)` and a test writes `$0.favorites.load = { … }`;
//   • `FavoritesList` loads through it: `loadFavorites` sets `.loading` and calls `load` in an
//     effect, which sends back `favoritesResponse(TaskResult { … })`; a success stores the ids
//     and `.success`, a failure sets `.error`.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testFavoritesList` (at the bottom), a TestStore test of the list in two parts:
//   • overridden: with `$0.favorites.load = { … }`, the list shows the ids the client gave;
//   • not overridden: the test value fails the test, naming the endpoint. Expect that failure
//     with `withKnownIssue { … } matching: { … }` (only an issue whose comments contain
//     "Unimplemented: FavoritesClient.load"), and expect the list to show the error.
//
// Done: the grader's tests pass. They check the client, its values and the list themselves, and
// run your test on your list (it must pass) and on lists broken on purpose (it must fail): one
// that never calls the client, and one that shows no error when loading fails.
//
// Check it: `swift run kit check dependencies.favorites-client`
//       or: `swift test --filter FavoritesDependencyGrader`
// Stuck? `swift run kit hint dependencies.favorites-client` gives one hint at a time.

import Composable
import ComposableTesting
import OnlineStore
import Testing
import ExerciseGrading

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum FavoritesDependencyExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "dependencies.favorites-client"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// Loads the user's favourite products: a dependency with one endpoint a test can replace.
public struct FavoritesClient: Sendable {
  /// The ids of the favourite products.
  public var load: @Sendable () async throws -> [Int]

  /// A client from its endpoint.
  public init(load: @escaping @Sendable () async throws -> [Int]) {
    self.load = load
  }
}

// TODO: the key. `extension FavoritesClient: DependencyKey { … }` with two values:
// `public static let liveValue`, a client whose load gives [1, 3], and
// `public static let testValue`, a client whose load is unimplemented("FavoritesClient.load").

// TODO: the name. `extension DependencyValues { public var favorites: FavoritesClient { … } }`,
// whose get and set read and write `self[FavoritesClient.self]`.

/// The favourites screen: loads the favourite product ids through `FavoritesClient`.
public struct FavoritesList: Reducer, Sendable {
  /// The favourite ids and where loading them stands.
  public struct State: Equatable, Sendable {
    /// The ids of the favourite products, once loaded.
    public var favoriteIDs: [Int]
    /// Where loading the favourites stands.
    public var dataLoadingStatus: DataLoadingStatus

    /// A screen in the given state: by default nothing loaded yet.
    public init(favoriteIDs: [Int] = [], dataLoadingStatus: DataLoadingStatus = .notStarted) {
      self.favoriteIDs = favoriteIDs
      self.dataLoadingStatus = dataLoadingStatus
    }
  }

  /// What can happen on the screen.
  public enum Action: Equatable, Sendable {
    /// Loads the favourites (when the screen appears, or to refresh); ignored while loading.
    case loadFavorites
    /// The favourite ids, or why they could not be loaded.
    case favoritesResponse(TaskResult<[Int]>)
  }

  // TODO: ask for the favourites client.

  /// Creates the reducer.
  public init() {}

  /// Loads the favourites through the dependency.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loadFavorites:
      guard state.dataLoadingStatus != .loading else { return .none }
      state.dataLoadingStatus = .loading
      return .run { send in
        // TODO: load the ids from the favourites client instead of this empty list.
        await send(.favoritesResponse(TaskResult { [] }))
      }

    case .favoritesResponse(.success(let ids)):
      state.favoriteIDs = ids
      state.dataLoadingStatus = .success
      return .none

    case .favoritesResponse(.failure):
      state.dataLoadingStatus = .error
      return .none
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter FavoritesDependencyTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of FavoritesList, where it
// must fail.
@MainActor
@Suite("dependencies.favorites-client · your tests", .exercise(FavoritesDependencyExercise.self))
struct FavoritesDependencyTests {
  @Test("Favorites list")
  func favoritesList() async {
    // TODO: first a TestStore whose reducer is `list` (the reducer you are given, not
    // FavoritesList(): that is how the grader hands you broken ones), with $0.favorites.load
    // overridden: send .loadFavorites, receive the response, and set in each closure what changes.
    // Then, inside withKnownIssue, the same without the override: the list must show the error.
  }
}
