import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The alert on screen, whichever it is (the cart's purchase alerts or the profile's restore
/// alert), as the keys and the view need it: its box, its identity, and what tapping each of its
/// buttons sends to the app's store: the shared `DialogOnTop`, for this chapter's state.
typealias OpenAlert = DialogOnTop<SheetsAppDomain.Action>

extension DialogOnTop where Action == SheetsAppDomain.Action {
  /// The alert the state shows, if any.
  init?(_ state: SheetsAppDomain.State) {
    if case .alert(let alert)? = state.profile?.destination {
      // The alert is one case of the destination: a button is `.presented(.alert(button))`,
      // a button without an action dismisses the whole destination.
      self.init(dialog: Dialog(alert: alert), id: alert.id) { index in
        alert.tap(buttonAt: index) { tapped in
          switch tapped {
          case .presented(let button): .profile(.destination(.presented(.alert(button))))
          case .dismiss: .profile(.destination(.dismiss))
          }
        }
      }
    } else if let alert = state.productList.cartState?.alert {
      self.init(dialog: Dialog(alert: alert), id: alert.id) { index in
        alert.tap(buttonAt: index) { .productList(.cart(.presented(.alert($0)))) }
      }
    } else {
      return nil
    }
  }
}
