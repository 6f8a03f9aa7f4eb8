// Solution of dependencies.favorites-client · Your own dependency  (chapter 3, Dependencies)
//
// Three pieces, as for `APIClient`: the client (a struct of closures, so a test replaces one
// endpoint), the key (what the app, previews and tests get when nobody overrides it), and the
// name on `DependencyValues`. The test value reports "Unimplemented: FavoritesClient.load" and
// throws, so a test that forgets the override fails, and the feature takes its failure path.
// The test's first part counts the calls with `confirmation(expectedCount: 1)`: the store sees
// one response whether the client was asked once or twice, the confirmation does not. The second
// part expects exactly the unimplemented failure: `withKnownIssue` with a matcher on the
// endpoint's name, so any other issue (a wrong state, say) still fails the test.

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
  public static var isStarted: Bool { true }
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

extension FavoritesClient: DependencyKey {
  /// The app's favourites, kept in memory: products 1 and 3.
  public static let liveValue = FavoritesClient(load: { [1, 3] })

  /// Tests: a call the test did not override fails it, naming `FavoritesClient.load`.
  public static let testValue = FavoritesClient(load: unimplemented("FavoritesClient.load"))
}

extension DependencyValues {
  /// The favourites client: `@Dependency(\.favorites) var favorites`.
  public var favorites: FavoritesClient {
    get { self[FavoritesClient.self] }
    set { self[FavoritesClient.self] = newValue }
  }
}

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

  @Dependency(\.favorites) var favorites

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
          await send(.favoritesResponse(TaskResult { try await favorites.load() }))
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
    await confirmation("the list asks the client once", expectedCount: 1) { loaded in
      let overridden = TestStore(initialState: FavoritesList.State()) {
        FavoritesList()
      } withDependencies: {
        $0.favorites.load = {
          loaded()
          return [2, 7]
        }
      }
      await overridden.send(.loadFavorites) {
        $0.dataLoadingStatus = .loading
      }
      await overridden.receive(.favoritesResponse(.success([2, 7]))) {
        $0.favoriteIDs = [2, 7]
        $0.dataLoadingStatus = .success
      }
    }

    await withKnownIssue {
      let notOverridden = TestStore(initialState: FavoritesList.State()) {
        FavoritesList()
      }
      await notOverridden.send(.loadFavorites) {
        $0.dataLoadingStatus = .loading
      }
      await notOverridden.receive(FavoritesList.Action.favoritesResponse) {
        $0.dataLoadingStatus = .error
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Unimplemented: FavoritesClient.load") }
    }
  }
}
