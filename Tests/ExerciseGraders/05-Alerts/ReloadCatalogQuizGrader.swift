import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

// Grades alerts.quiz: the grader's checks of the reload, a suite inside the learner's
// `ReloadCatalogQuizTests`, and the broken catalogs the learner's test must fail on.

/// A reducer of the catalog's state and actions, as each broken catalog is written.
private typealias CatalogReduce = Reduce<
  ReloadingCatalogDomain.State, ReloadingCatalogDomain.Action
>

extension ReloadCatalogQuizExercise: GradedExercise {
  /// Catalogs whose reload is broken: a good test of the way to the products fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "Reload loads at once, without asking", replacing: ReloadingCatalogDomain.self,
        advice: "Send .reloadButtonTapped first, and set in its closure the alert it presents."
      ) {
        CatalogReduce { state, action in
          guard action == .reloadButtonTapped else {
            return ReloadingCatalogDomain().reduce(into: &state, action: action)
          }
          return ReloadingCatalogDomain().reduce(
            into: &state, action: .alert(.presented(.confirmReload)))
        }
      },
      .reducer(
        "the alert's Reload loads nothing", replacing: ReloadingCatalogDomain.self,
        advice: """
          After the alert's Reload, receive the products the store API sends: a reload that \
          never asks leaves the test nothing to receive.
          """
      ) {
        CatalogReduce { state, action in
          guard action == .alert(.presented(.confirmReload)) else {
            return ReloadingCatalogDomain().reduce(into: &state, action: action)
          }
          state.alert = nil
          state.isLoading = true
          return .none
        }
      },
      .reducer(
        "the products that arrive are dropped", replacing: ReloadingCatalogDomain.self,
        advice: "Set in the closure of the receive the products the catalog then shows."
      ) {
        CatalogReduce { state, action in
          guard case .productsLoaded = action else {
            return ReloadingCatalogDomain().reduce(into: &state, action: action)
          }
          state.isLoading = false
          return .none
        }
      },
      .reducer(
        "the spinner never stops", replacing: ReloadingCatalogDomain.self,
        advice: "Set in the closure of the receive that the spinner stops: isLoading is false."
      ) {
        CatalogReduce { state, action in
          let effect = ReloadingCatalogDomain().reduce(into: &state, action: action)
          if case .productsLoaded = action { state.isLoading = true }
          return effect
        }
      },
    ]
  }
}

extension ReloadCatalogQuizTests {
  /// The grader's checks of `ReloadingCatalogDomain`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("the alert's Reload loads the products and stops the spinner")
    func reloadLoads() async {
      let store = TestStore(initialState: ReloadingCatalogDomain.State(alert: .reloadCatalog)) {
        ReloadingCatalogDomain()
      } withDependencies: {
        $0.apiClient.fetchProducts = { Array(Product.sample.prefix(2)) }
      }
      store.exhaustivity = .off

      await store.send(.alert(.presented(.confirmReload)))
      #expect(
        store.state.isLoading,
        """
        The alert's Reload should start the spinner (isLoading true) while the products load \
        (chapter 4, "The code").
        """)
      await store.skipReceivedActions()
      #expect(
        store.state.products == Array(Product.sample.prefix(2)) && !store.state.isLoading,
        """
        After the alert's Reload the catalog should show the two products fetchProducts sent \
        and stop the spinner; it shows \(store.state.products.count) products, isLoading \
        \(store.state.isLoading). Load them in a .run effect that calls fetchProducts and sends \
        .productsLoaded (chapter 3, "The code").
        """)
    }

    @Test("a failed reload stops the spinner and shows reloadFailed; the products stay")
    func failedReload() async {
      let store = TestStore(
        initialState: ReloadingCatalogDomain.State(alert: .reloadCatalog, products: Product.sample)
      ) {
        ReloadingCatalogDomain()
      } withDependencies: {
        $0.apiClient.fetchProducts = { throw APIError.timedOut }
      }
      store.exhaustivity = .off

      await store.send(.alert(.presented(.confirmReload)))
      await store.skipReceivedActions()
      #expect(
        store.state.alert == .reloadFailed && !store.state.isLoading
          && store.state.products == Product.sample,
        """
        When fetchProducts throws, the catalog should keep its products, stop the spinner and \
        show the reloadFailed alert; the alert is \(String(describing: store.state.alert)), \
        isLoading \(store.state.isLoading). Give the .run effect a catch: handler that sends \
        .loadFailed (chapter 4, "The code").
        """)
    }
  }
}
