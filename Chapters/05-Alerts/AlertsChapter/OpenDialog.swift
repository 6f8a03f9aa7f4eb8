import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The dialog on screen, whichever it is (the cart's alert or the chapter's confirmation
/// dialog), as the keys and the view need it: its box, its identity, and what tapping each of
/// its buttons sends to the app's store: the shared `DialogOnTop`, for this chapter's state.
typealias OpenDialog = DialogOnTop<AlertsAppDomain.Action>

extension DialogOnTop where Action == AlertsAppDomain.Action {
  /// The dialog the state shows, if any: the cart's alert, or "Remove all items?".
  init?(_ state: AlertsAppDomain.State) {
    if let alert = state.productList.cartState?.alert {
      self.init(dialog: Dialog(alert: alert), id: alert.id) { index in
        alert.tap(buttonAt: index) { .productList(.cart(.presented(.alert($0)))) }
      }
    } else if let confirmationDialog = state.confirmationDialog {
      self.init(
        dialog: Dialog(confirmationDialog: confirmationDialog), id: confirmationDialog.id
      ) { index in
        confirmationDialog.tap(buttonAt: index, AlertsAppDomain.Action.confirmationDialog)
      }
    } else {
      return nil
    }
  }
}
