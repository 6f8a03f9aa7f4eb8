import Composable
import OnlineStore

/// What SwiftUI sends when the cart sheet appears, which a terminal has to send itself: the
/// cart view's `.onAppear` (its total) once `setCartView(isPresented: true)` presents the sheet.
/// Run it after `ProductListDomain`, in the same scope:
/// `Scope(state: \.productList, action: Action.productList) { ProductListDomain(); CartSheetAppearance() }`.
public struct CartSheetAppearance: Reducer, Sendable {
  /// Creates the reducer.
  public init() {}

  /// Sends the cart's `.view(.onAppear)` after the sheet is presented; nothing otherwise.
  public func reduce(
    into _: inout ProductListDomain.State, action: ProductListDomain.Action
  ) -> Effect<ProductListDomain.Action> {
    guard action == .setCartView(isPresented: true) else { return .none }
    return .send(.cart(.presented(.view(.onAppear))))
  }
}
