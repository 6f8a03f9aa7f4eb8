// Quiz alerts.quiz · A reload that asks first                     (chapters 3 to 5)
//
// Build: Reload asks with `.reloadCatalog`; its Reload button loads the products from
//        `fetchProducts`, with the spinner on until they arrive; a failure shows `.reloadFailed`.
// Test:  prove in "Reload asks, then loads the catalog" the whole way from the button to the
//        products; it must fail on a catalog that loads without asking, one whose Reload loads
//        nothing, one that drops the products, and one whose spinner never stops.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint alerts.quiz` (one hint)
// Check: `swift run kit check alerts.quiz` (or `swift test --filter ReloadCatalogQuizTests`)

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
  public static var isStarted: Bool { false }
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
        // TODO: start the spinner and load the products from fetchProducts.
        return .none

      case .alert(.dismiss):
        return .none

      case .productsLoaded:
        // TODO: show the products and stop the spinner.
        return .none

      case .loadFailed:
        // TODO: stop the spinner and show the reloadFailed alert.
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
    // TODO: prove the way from the Reload button to the products on screen, step by step.
  }
}
