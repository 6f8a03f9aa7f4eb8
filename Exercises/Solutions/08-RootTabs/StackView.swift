// Solution of root-tabs.stack-view · The stack's screens, drawn             (chapter 8, Root tabs)
//
// The destination closure gets a store of one element of the stack. Its state is the enum
// `RootDomain.Path.State`, so the view switches on its case, as a reducer switches on an action:
// one case, one screen. `store.case` (RootDomain.Path is a CaseReducer, as TCA's `@Reducer enum`
// is) holds the case's store already scoped; `ProductDetailView` draws it, and its actions reach
// the root as `.path(.element(id:action: .productDetail(…)))`. The closure's `store` hides the
// tab's own, as in TCA's documentation: inside it, `store` is the element's.

import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum StackViewExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.stack-view"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The Products tab of the store app: the list at the bottom of a navigation stack, and a
/// screen for each element of the store's `path` on top of it.
public struct ProductsStackView: View {
  /// The app's store.
  @Bindable public var store: StoreOf<RootDomain>

  /// The tab drawn from `store`.
  public init(store: StoreOf<RootDomain>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: RootDomain.Action.path)) {
      ProductListView(
        store: store.scope(state: \.productListState, action: RootDomain.Action.productList),
        opensDetails: true)
    } destination: { store in
      switch store.case {
      case let .productDetail(store):
        ProductDetailView(store: store)
      }
    }
  }
}
