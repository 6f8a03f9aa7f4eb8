import Composable
import Foundation
import OnlineStore
import TerminalUI

/// The dialog on screen, whichever it is (the cart's purchase alerts, or the profile's restore
/// alert), as the keys and the view need it: its box, its identity, and what tapping each of its
/// buttons sends to the root store.
struct OpenDialog {
  /// The dialog box, with the first button focused.
  let dialog: Dialog
  /// The identity of the alert's state, which the screen's focus belongs to.
  let id: UUID
  /// What tapping the button at an index sends, fully wrapped for `RootDomain`.
  let tap: (Int) -> RootDomain.Action?

  /// The dialog the selected tab shows, if any.
  init?(_ state: RootDomain.State) {
    switch state.selectedTab {
    case .products:
      guard let alert = state.productListState.cartState?.alert else { return nil }
      dialog = Dialog(alert: alert)
      id = alert.id
      tap = { index in
        alert.tap(buttonAt: index) { .productList(.cart(.presented(.alert($0)))) }
      }
    case .profile:
      guard case let .alert(alert)? = state.profileState.destination else { return nil }
      dialog = Dialog(alert: alert)
      id = alert.id
      tap = { index in
        alert.tap(buttonAt: index) { tapped in
          switch tapped {
          case let .presented(action): .profile(.destination(.presented(.alert(action))))
          case .dismiss: .profile(.destination(.dismiss))
          }
        }
      }
    }
  }

  /// The focused button's index, as the screen's focus says.
  func focused(_ focus: DialogFocus) -> Int {
    focus.focused(in: id, buttonCount: dialog.buttons.count)
  }
}
