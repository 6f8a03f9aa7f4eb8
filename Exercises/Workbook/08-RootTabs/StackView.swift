// Exercise root-tabs.stack-view · The stack's screens, drawn
//
// Build: the Products tab's navigation stack as a view in SwiftUI's shape. `ProductsStackView`
// holds the store of `RootDomain`. Its `NavigationStack` is bound to the store's `path` with
// `$store.scope(state: \.path, action: RootDomain.Action.path)`, and shows the product list at
// the bottom (given). Write its `destination`: the closure gets the store of one element of the
// stack, whose state is a `RootDomain.Path.State`. Switch on `element.state`; for the case
// `.productDetail`, scope the element's store down to the detail
// (`element.scope(state: \.productDetail, action: RootDomain.Path.Action.productDetail)`) and
// draw a `ProductDetailView` with it.
//
// Done when: a stack two details deep shows the top detail (its title, its price, and the
// breadcrumb of both); the detail's `+` reaches the reducer as
// `.path(.element(id:action: .productDetail(.plusTapped)))` of the top element; Esc pops back to
// the first detail, then to the list. The grader checks it all with `ViewHost`.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check root-tabs.stack-view` (or `swift test --filter StackViewGrader`).
// Stuck: `swift run kit hint root-tabs.stack-view`.

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
    } destination: { element in
      // TODO: switch on element.state; for .productDetail, scope the element's store to the
      // detail and draw ProductDetailView(store:) with it.
      Text("A screen of the stack")
    }
  }
}
