import Composable
import OnlineStore
import OnlineStoreViews

/// The reducer the chapter's store runs: `RootDomain`, plus what SwiftUI would send when a
/// screen appears, which a terminal has to send itself: the cart view's `.onAppear` (its total)
/// once the sheet is presented.
public struct RootTabsApp: Reducer, Sendable {
  /// Creates the reducer.
  public init() {}

  /// The whole app, then the sheet's appearance (`CartSheetAppearance`) on the Products tab's
  /// list.
  public var body: some ReducerOf<RootDomain> {
    RootDomain()
    Scope(state: \.productListState, action: RootDomain.Action.productList) {
      CartSheetAppearance()
    }
  }
}
