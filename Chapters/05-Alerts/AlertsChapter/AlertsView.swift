import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The chapter's screen: the store's `ProductListView` (the list, the cart sheet and its
/// alerts), and under it what is the chapter's own: "Remove all" with its confirmation dialog
/// (`.confirmationDialog($store.scope(…))`), the server's switch, and a line saying what the
/// state presents now.
struct AlertsView: View {
  /// The app's store.
  @Bindable var store: StoreOf<AlertsAppDomain>
  /// The server the app talks to, whose failure switch the view shows.
  let server: OrderServer

  var body: some View {
    VStack(alignment: .leading) {
      ProductListView(
        store: store.scope(state: \.productList, action: AlertsAppDomain.Action.productList))
      Divider()
      HStack {
        Button("Remove all", role: .destructive) { store.send(.removeAllButtonTapped) }
          .keyboardShortcut("x")
          .disabled(!store.productList.productList.contains { $0.count > 0 })
        Spacer()
        Toggle("Server fails orders", isOn: serverFails)
          .keyboardShortcut("f")
      }
      Text(presented).foregroundStyle(.secondary)
    }
    .confirmationDialog(
      $store.scope(state: \.confirmationDialog, action: AlertsAppDomain.Action.confirmationDialog))
  }

  /// The server's switch: not state of the app, which only ever sees the server's answers.
  private var serverFails: Binding<Bool> {
    let server = self.server
    return Binding(
      get: { server.failsOrders },
      set: { if $0 != server.failsOrders { server.toggleFailure() } })
  }

  /// What the state presents: the cart and its alert, by the name of the `AlertState` it
  /// equals, or the confirmation dialog.
  private var presented: String {
    if store.confirmationDialog != nil { return "confirmationDialog: .removeAll" }
    guard let cart = store.productList.cartState else { return "cartState: nil" }
    let alert: String =
      switch cart.alert {
      case nil: "nil"
      case .confirmationAlert(totalPriceString: cart.totalPriceString): ".confirmationAlert"
      case .successAlert: ".successAlert"
      case .errorAlert: ".errorAlert"
      default: "AlertState"
      }
    return "cartState: presented · alert: \(alert)"
  }
}
