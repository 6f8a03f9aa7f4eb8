import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI
import Testing

/// The store's shared screens, drawn from domain state alone: the product list, the cart sheet
/// over it, the busy overlay and an alert as a dialog box, layered as iOS shows them.
@Suite("The store's screens")
struct ShoppingViewTests {
  let size = TerminalSize(columns: 80, rows: 20)

  /// The three sample products, the first with a count of 2.
  func products(cart: CartListDomain.State? = nil) -> ProductListDomain.State {
    ProductListDomain.State(
      dataLoadingStatus: .success, cartState: cart,
      productList: IdentifiedArray(
        uniqueElements: Product.sample.enumerated().map { index, product in
          ProductDomain.State(
            id: UUID(index), product: product,
            addToCartState: AddToCartDomain.State(count: index == 0 ? 2 : 0))
        }))
  }

  func text(_ lines: [Line]) -> [String] {
    lines.map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test("the list: Go to Cart with what it will hold, each row's price and stepper")
  func productList() {
    let lines = text(ProductListLines(state: products(), selection: 1).lines(size: size))
    #expect(
      lines[0] == " Products                                    [ Go to Cart · 2 items · $219.90 ]")
    #expect(
      lines[3] == "  Fjallraven - Foldsack No. 1 Backpack, Fits 15 Lap…   $109.95      [-] 2 [+]")
    #expect(
      lines[4] == "› Mens Casual Premium Slim Fit T-Shirts                 $22.30   [ Add to Cart ]"
    )
  }

  @Test("the list while loading and after an error")
  func loadingAndError() {
    let loading = text(
      ProductListLines(state: ProductListDomain.State(dataLoadingStatus: .loading), selection: 0)
        .lines(size: size))
    #expect(loading[2] == " ⠋ Loading the products…")
    let error = text(
      ProductListLines(state: ProductListDomain.State(dataLoadingStatus: .error), selection: 0)
        .lines(size: size))
    #expect(error[2] == " ✗ The products could not be loaded.")
    #expect(error[4] == "   [ Retry ]")
  }

  @Test("the cart sheet: rows with their quantity, the total, Pay; empty: the seed's message")
  func cartSheet() {
    let cart = CartListDomain.State(
      cartItems: [
        CartItemDomain.State(
          id: UUID(0), cartItem: CartItem(product: Product.sample[0], quantity: 2))
      ],
      totalPrice: 219.9)
    let lines = text(
      ShoppingView(
        state: products(cart: cart), productSelection: 0, cartSelection: 0,
        alertFocus: DialogFocus()
      )
      .lines(size: size))
    #expect(lines.count == 20)
    #expect(lines.contains { $0.hasPrefix("╭─ Cart ─") })
    #expect(
      lines.contains(
        "│ › Fjallraven - Foldsack No. 1 Backpack, Fits 15 La…   $109.95   Quantity: 2  │"))
    #expect(
      lines.contains(
        "│ Total $219.9                                                  [ Pay $219.9 ] │"))

    let empty = text(
      CartListLines(state: CartListDomain.State(isPayButtonDisable: true), selection: 0).content(
        width: 40, height: 5))
    #expect(
      empty == [
        "                               [ Close ]", "Oops, your cart is empty!", "", "",
        "Total $0.0                  [ Pay $0.0 ]",
      ])
  }

  @Test("Pay is greyed while the total is 0")
  func greyedPay() throws {
    let disabled = CartListLines(state: CartListDomain.State(isPayButtonDisable: true), selection: 0)
      .content(width: 40, height: 3)
    let pay = try #require(disabled.last?.spans.last)
    #expect(pay.text == "[ Pay $0.0 ]")
    #expect(pay.style == .dim)
  }

  @Test("while the order is sent, the busy box; an alert on top, its focused button marked")
  func busyAndAlert() {
    var cart = CartListDomain.State(dataLoadingStatus: .loading)
    let busy = text(
      ShoppingView(
        state: products(cart: cart), productSelection: 0, cartSelection: 0,
        alertFocus: DialogFocus(), tick: 1
      )
      .lines(size: size)
    ).joined(separator: "\n")
    #expect(busy.contains("│ ⠙ Sending your order…      │"))

    cart.dataLoadingStatus = .error
    cart.alert = .errorAlert
    let alert = text(
      ShoppingView(
        state: products(cart: cart), productSelection: 0, cartSelection: 0,
        alertFocus: DialogFocus()
      )
      .lines(size: size)
    ).joined(separator: "\n")
    #expect(alert.contains("Oops!"))
    #expect(alert.contains("│ Unable to send order, try again later. │"))
    #expect(alert.contains("[›Done‹]"))
    #expect(!alert.contains("Sending your order"))
  }
}
