// Exercise root-tabs.stack-view · The stack's screens, drawn                (chapter 8, Root tabs)
//
// Build: `ProductsStackView`'s `destination`: switch over `store.case`, and for `.productDetail`
//        draw a `ProductDetailView` with the store that case holds.
// Done:  the grader draws a stack two details deep: the top detail shows (title, price, the
//        breadcrumb), its + reaches the root as `.path(.element(id:action:
//        .productDetail(.plusTapped)))`, and Esc pops one detail at a time.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.stack-view`
// Check: `swift run kit check root-tabs.stack-view` (or `swift test --filter StackViewGrader`)

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
  public static var isStarted: Bool { false }
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
      // TODO: switch over store.case (the element's store); for .productDetail, draw
      // ProductDetailView(store:) with the store the case holds.
      Text("A screen of the stack")
    }
  }
}
