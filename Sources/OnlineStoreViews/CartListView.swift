import Composable
import OnlineStore
import TerminalUI

/// The seed's cart sheet, drawn from the store of `CartListDomain`: Close in the toolbar, the
/// rows (`CartCell`) or "Oops, your cart is empty!", and "Pay $X", disabled while the total is
/// 0. While the order is sent a spinner takes the place of the rows and the buttons (the
/// seed's busy overlay); the alerts come from `.alert($store.scope(…))`. `.onAppear` asks for
/// the total, as the seed's view does.
///
/// ```
/// ╭─ Cart ───────────────────────────────────────────────────────────────────────╮
/// │ [ Close ]                                                                    │
/// │ Fjallraven - Foldsack No. 1 Backpack, Fits 15 La…  $109.95 Quantity: 1 [ Delete ] │
/// │ [ Pay $109.95 ]                                                              │
/// ╰──────────────────────────────────────────────────────────────────────────────╯
/// ```
public struct CartListView: View, ViewActionSending {
  /// The cart's store.
  @Bindable public var store: StoreOf<CartListDomain>

  /// The cart drawn from `store`.
  public init(store: StoreOf<CartListDomain>) {
    self.store = store
  }

  public var body: some View {
    Group {
      if store.isRequestInProcess {
        ProgressView("Sending your order…")
      } else {
        VStack(alignment: .leading) {
          if store.cartItems.isEmpty {
            Text("Oops, your cart is empty!").bold()
          } else {
            List {
              ForEach(store.scope(state: \.cartItems, action: CartListDomain.Action.cartItem)) {
                CartCell(store: $0)
              }
            }
          }
          Spacer()
          Button("Pay \(formatPrice(store.totalPrice))") { send(.didPressPayButton) }
            .keyboardShortcut("p")
            .disabled(store.isPayButtonDisable)
        }
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button("Close") { send(.didPressCloseButton) }
          }
        }
      }
    }
    .navigationTitle("Cart")
    .onAppear { send(.onAppear) }
    .alert($store.scope(state: \.alert, action: CartListDomain.Action.alert))
  }
}
