import Composable
import OnlineStore

/// The reducer the chapter's store runs: `RootDomain`, plus what SwiftUI would send when a
/// screen appears, which a terminal has to send itself: the cart view's `.onAppear` (its total)
/// once the sheet is presented.
public struct RootTabsApp: Reducer, Sendable {
  /// Creates the reducer.
  public init() {}

  /// The whole app, then the sheet's appearance.
  public var body: some ReducerOf<RootDomain> {
    RootDomain()
    Reduce { _, action in
      guard action == .productList(.setCartView(isPresented: true)) else { return .none }
      return .send(.productList(.cart(.presented(.view(.onAppear)))))
    }
  }
}
