import Composable
import Foundation
import OnlineStore
import TerminalUI

/// The dialog on screen, whichever it is (the cart's alert or the chapter's confirmation
/// dialog), as the keys and the view need it: its box, its identity, and what tapping each of
/// its buttons sends to the app's store.
struct OpenDialog {
  /// The dialog box, with the first button focused.
  let dialog: Dialog
  /// The identity of the dialog's state, which the screen's focus belongs to.
  let id: UUID
  /// What tapping the button at an index sends, fully wrapped for `AlertsAppDomain`.
  let tap: (Int) -> AlertsAppDomain.Action?

  /// The dialog the state shows, if any: the cart's alert, or "Remove all items?".
  init?(_ state: AlertsAppDomain.State) {
    if let alert = state.productList.cartState?.alert {
      dialog = Dialog(alert: alert)
      id = alert.id
      tap = { index in
        alert.tap(buttonAt: index) { .productList(.cart(.presented(.alert($0)))) }
      }
    } else if let confirmationDialog = state.confirmationDialog {
      dialog = Dialog(confirmationDialog: confirmationDialog)
      id = confirmationDialog.id
      tap = { index in
        confirmationDialog.tap(buttonAt: index, AlertsAppDomain.Action.confirmationDialog)
      }
    } else {
      return nil
    }
  }

  /// The focused button's index, as the screen's focus says.
  func focused(_ focus: DialogFocus) -> Int {
    focus.focused(in: id, buttonCount: dialog.buttons.count)
  }
}
