import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The dialog on screen, whichever it is (the cart's purchase alerts, or the profile's restore
/// alert), as the keys and the view need it: its box, its identity, and what tapping each of its
/// buttons sends to the root store: the shared `DialogOnTop`, for the root's state.
typealias OpenDialog = DialogOnTop<RootDomain.Action>

extension DialogOnTop where Action == RootDomain.Action {
  /// The dialog the selected tab shows, if any.
  init?(_ state: RootDomain.State) {
    switch state.selectedTab {
    case .products:
      guard let alert = state.productListState.cartState?.alert else { return nil }
      self.init(dialog: Dialog(alert: alert), id: alert.id) { index in
        alert.tap(buttonAt: index) { .productList(.cart(.presented(.alert($0)))) }
      }
    case .profile:
      guard case let .alert(alert)? = state.profileState.destination else { return nil }
      self.init(dialog: Dialog(alert: alert), id: alert.id) { index in
        alert.tap(buttonAt: index) { tapped in
          switch tapped {
          case let .presented(action): .profile(.destination(.presented(.alert(action))))
          case .dismiss: .profile(.destination(.dismiss))
          }
        }
      }
    }
  }
}
