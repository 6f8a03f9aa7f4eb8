// Solution of alerts.quiz · A reload that asks first                (chapters 3 to 5)
//
// The button only presents the question; the work starts at the alert's Reload, whose action
// comes back as `.alert(.presented(…))` after ifLet cleared the alert. The effect calls the
// dependency, so the test decides the products, and its `catch:` handler turns a failure into
// an action. The test walks every step with the state each one makes.

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of quiz alerts.quiz: flip `isStarted` to true when you start it.
public enum ReloadCatalogQuizExercise: ExerciseMarker {
  /// The quiz's id.
  public static let id = "alerts.quiz"
  /// Whether you started the quiz; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// A catalog that reloads from the store API, after asking first.
public struct ReloadingCatalogDomain: Reducer, Sendable {
  /// The products, whether they are loading, and the alert on screen.
  public struct State: Equatable, Sendable {
    /// The alert on screen: "Reload the catalog?" or "Could not reload".
    @Presents public var alert: AlertState<Action.Alert>?
    /// The products shown.
    public var products: [Product]
    /// Whether a reload is on its way: the spinner.
    public var isLoading: Bool

    /// A catalog of `products` (none by default), not loading.
    public init(
      alert: AlertState<Action.Alert>? = nil, products: [Product] = [], isLoading: Bool = false
    ) {
      self.alert = alert
      self.products = products
      self.isLoading = isLoading
    }
  }

  /// The reload button, the alert's buttons, and the store API's answer.
  public enum Action: Equatable, Sendable {
    /// The "Reload" button: asks first.
    case reloadButtonTapped
    /// A button of the alert on screen, or its dismissal.
    case alert(PresentationAction<Alert>)
    /// The products the store API sent.
    case productsLoaded([Product])
    /// The store API failed.
    case loadFailed

    /// The buttons of the alerts.
    public enum Alert: Equatable, Sendable {
      /// "Reload" in the question.
      case confirmReload
    }
  }

  @Dependency(\.apiClient.fetchProducts) var fetchProducts

  /// Creates the reducer.
  public init() {}

  /// Reload asks; the alert's Reload loads; the answer fills the catalog or shows the failure.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reloadButtonTapped:
        state.alert = .reloadCatalog
        return .none

      case .alert(.presented(.confirmReload)):
        state.isLoading = true
        return .run { send in
          await send(.productsLoaded(try await fetchProducts()))
        } catch: { _, send in
          await send(.loadFailed)
        }

      case .alert(.dismiss):
        return .none

      case let .productsLoaded(products):
        state.products = products
        state.isLoading = false
        return .none

      case .loadFailed:
        state.isLoading = false
        state.alert = .reloadFailed
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

extension AlertState where Action == ReloadingCatalogDomain.Action.Alert {
  /// "Reload the catalog?": Reload, or Cancel (cancel role, no action).
  public static var reloadCatalog: Self {
    AlertState {
      TextState("Reload the catalog?")
    } actions: {
      ButtonState(action: .confirmReload) { TextState("Reload") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }

  /// "Could not reload": OK.
  public static var reloadFailed: Self {
    AlertState {
      TextState("Could not reload")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("The catalog is as it was; try again later.")
    }
  }
}

// Your tests of the reload, a Swift Testing suite: `swift test --filter ReloadCatalogQuizTests`
// runs them. Its trait, `.exercise(…)`, also runs each test on the grader's broken catalogs,
// where it must fail.
@MainActor
@Suite("alerts.quiz · your tests", .exercise(ReloadCatalogQuizExercise.self))
struct ReloadCatalogQuizTests {
  @Test("Reload asks, then loads the catalog")
  func reloadAsksThenLoads() async {
    let store = TestStore(initialState: ReloadingCatalogDomain.State()) {
      ReloadingCatalogDomain()
    } withDependencies: {
      $0.apiClient.fetchProducts = { Product.sample }
    }

    await store.send(.reloadButtonTapped) {
      $0.alert = .reloadCatalog
    }
    await store.send(.alert(.presented(.confirmReload))) {
      $0.alert = nil
      $0.isLoading = true
    }
    await store.receive(.productsLoaded(Product.sample)) {
      $0.products = Product.sample
      $0.isLoading = false
    }
  }
}
