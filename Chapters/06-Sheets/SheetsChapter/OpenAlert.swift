import Composable
import Foundation
import OnlineStore
import TerminalUI

/// The alert on screen, whichever it is (the cart's purchase alerts or the profile's restore
/// alert), as the keys and the view need it: its box, its identity, and what tapping each of its
/// buttons sends to the app's store.
struct OpenAlert {
  /// The dialog box, with the first button focused.
  let dialog: Dialog
  /// The identity of the alert's state, which the screen's focus belongs to.
  let id: UUID
  /// What tapping the button at an index sends, fully wrapped for `SheetsAppDomain`.
  let tap: (Int) -> SheetsAppDomain.Action?

  /// The alert the state shows, if any.
  init?(_ state: SheetsAppDomain.State) {
    if case .alert(let alert)? = state.profile?.destination {
      dialog = Dialog(alert: alert)
      id = alert.id
      // The alert is one case of the destination: a button is `.presented(.alert(button))`,
      // a button without an action dismisses the whole destination.
      tap = { index in
        alert.tap(buttonAt: index) { tapped in
          switch tapped {
          case .presented(let button): .profile(.destination(.presented(.alert(button))))
          case .dismiss: .profile(.destination(.dismiss))
          }
        }
      }
    } else if let alert = state.productList.cartState?.alert {
      dialog = Dialog(alert: alert)
      id = alert.id
      tap = { index in
        alert.tap(buttonAt: index) { .productList(.cart(.presented(.alert($0)))) }
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
