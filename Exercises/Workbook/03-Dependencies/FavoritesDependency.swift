// Exercise dependencies.favorites-client · Your own dependency     (chapter 3, Dependencies)
//
// Build: make `FavoritesClient` a dependency, as `APIClient` is: its `DependencyKey` (live: [1, 3]
//        in memory; test: `unimplemented("FavoritesClient.load")`), its name
//        `DependencyValues.favorites`, and `FavoritesList` loading through `@Dependency(\.favorites)`.
// Test:  write the body of "The list shows the favourites the client gives, once asked" below.
// Done:  the grader's checks pass, and your test passes on your list but fails on broken ones:
//        a list that never calls the client, one that calls it twice, one that shows no error.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint dependencies.favorites-client`
// Check: `swift run kit check dependencies.favorites-client` (or `swift test --filter FavoritesDependencyTests`)

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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}

// Your tests of the favourites, a Swift Testing suite: `swift test --filter
// FavoritesDependencyTests` runs them. Its trait, `.exercise(…)`, also runs each test on the
// grader's broken lists, where it must fail.
@MainActor
@Suite("dependencies.favorites-client · your tests", .exercise(FavoritesDependencyExercise.self))
struct FavoritesDependencyTests {
  @Test("The list shows the favourites the client gives, once asked")
  func favoritesList() async {
    // TODO: two parts.
    // 1. Overridden, and asked once: inside `await confirmation(expectedCount: 1) { loaded in … }`,
    //    make a TestStore of FavoritesList whose withDependencies sets `$0.favorites.load` to a
    //    closure that calls `loaded()` and returns some ids. Send .loadFavorites, receive the
    //    response, and set in each closure what changes.
    // 2. Not overridden: the same store without the override, inside `withKnownIssue { … }
    //    matching: { issue in … }`, matching only an issue whose comments contain
    //    "Unimplemented: FavoritesClient.load"; the list must end on `.error`.
  }
}
