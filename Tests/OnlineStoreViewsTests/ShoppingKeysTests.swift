import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI
import Testing

/// The shopping screens' key logic that chapters 5, 6 and 8 share: what is on top, moving a
/// selection, the selected row's stepper, deleting a cart row, opening the cart.
@Suite("ShoppingKeys")
struct ShoppingKeysTests {
  /// An action of the chapter using the keys: the list's actions are one of its cases.
  enum AppAction: Equatable {
    case productList(ProductListDomain.Action)
  }

  /// The three sample products, none in the cart, with the ids `UUID(0)`, `UUID(1)`, `UUID(2)`.
  let list = ProductListDomain.State(
    dataLoadingStatus: .success,
    productList: IdentifiedArray(
      uniqueElements: Product.sample.enumerated().map { index, product in
        ProductDomain.State(id: UUID(index), product: product)
      }))

  /// A cart of the three sample rows, with the ids `UUID(10)`, `UUID(11)`, `UUID(12)`.
  let cart = CartListDomain.State(
    cartItems: IdentifiedArray(
      uniqueElements: CartItem.sample.enumerated().map { index, item in
        CartItemDomain.State(id: UUID(10 + index), cartItem: item)
      }))

  /// The action a key sends, or nil when it sends none.
  func sent(_ outcome: KeyOutcome<AppAction>) -> AppAction? {
    if case let .send(action) = outcome { action } else { nil }
  }

  @Test("the cart is on top while it is open, with no alert and no order on its way")
  func cartOnTop() {
    var state = list
    #expect(!ShoppingKeys.isCartOnTop(state))
    state.cartState = cart
    #expect(ShoppingKeys.isCartOnTop(state))
    state.cartState?.alert = .confirmationAlert(totalPriceString: "$1.0")
    #expect(!ShoppingKeys.isCartOnTop(state))
    state.cartState?.alert = nil
    state.cartState?.dataLoadingStatus = .loading
    #expect(!ShoppingKeys.isCartOnTop(state))
  }

  @Test("a selection moves and stays inside its rows, at 0 when there are none")
  func selectionStaysInRange() {
    #expect(ShoppingKeys.selection(1, movedBy: 1, count: 3) == 2)
    #expect(ShoppingKeys.selection(2, movedBy: 1, count: 3) == 2)
    #expect(ShoppingKeys.selection(0, movedBy: -1, count: 3) == 0)
    #expect(ShoppingKeys.selection(0, movedBy: 1, count: 0) == 0)
  }

  @Test("↑ ↓ move the list's selection, or the cart's while the sheet is open")
  func moveSelectionOfWhatIsOpen() {
    var screen = ShoppingScreen()
    let down: KeyOutcome<AppAction> = ShoppingKeys.moveSelection(by: 1, in: list, &screen)
    guard case .handled = down else {
      Issue.record("moving a selection should only redraw, not \(down)")
      return
    }
    #expect(screen == ShoppingScreen(productSelection: 1, cartSelection: 0))

    var open = list
    open.cartState = cart
    let _: KeyOutcome<AppAction> = ShoppingKeys.moveSelection(by: 5, in: open, &screen)
    #expect(screen == ShoppingScreen(productSelection: 1, cartSelection: 2))
  }

  @Test("+ on the selected row: its stepper action, addressed by id; nothing past the end")
  func stepperOfTheSelectedRow() {
    let plus = ShoppingKeys.stepper(
      .didTapPlusButton, in: list, selection: 1, embed: AppAction.productList)
    #expect(
      sent(plus)
        == .productList(.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))))

    let outside = ShoppingKeys.stepper(
      .didTapPlusButton, in: list, selection: 3, embed: AppAction.productList)
    guard case .ignored = outside else {
      Issue.record("a selection past the last row sent \(outside)")
      return
    }
  }

  @Test("delete: the selected cart row goes, the selection stays on a row that remains")
  func deleteTheSelectedRow() {
    var selection = 2
    let delete = ShoppingKeys.deleteSelectedRow(
      of: cart, selection: &selection, embed: AppAction.productList)
    let product = CartItem.sample[2].product
    #expect(
      sent(delete)
        == .productList(
          .cart(
            .presented(
              .cartItem(.element(id: UUID(12), action: .deleteCartItem(product: product)))))))
    #expect(selection == 1)

    var middle = 1
    _ = ShoppingKeys.deleteSelectedRow(of: cart, selection: &middle, embed: AppAction.productList)
    #expect(middle == 1)
  }

  @Test("delete in an empty cart: ignored, the selection untouched")
  func deleteInAnEmptyCart() {
    var selection = 0
    let delete = ShoppingKeys.deleteSelectedRow(
      of: CartListDomain.State(), selection: &selection, embed: AppAction.productList)
    guard case .ignored = delete else {
      Issue.record("an empty cart's delete gave \(delete)")
      return
    }
    #expect(selection == 0)
  }

  @Test("go to cart: presents the sheet with its first row selected")
  func openCartSelectsTheFirstRow() {
    var cartSelection = 2
    let open = ShoppingKeys.openCart(cartSelection: &cartSelection, embed: AppAction.productList)
    #expect(sent(open) == .productList(.setCartView(isPresented: true)))
    #expect(cartSelection == 0)
  }
}

/// The bindings chapters 5 and 6 take whole: the commands scripts use and the keys the footer
/// shows, in footer order.
@Suite("ShoppingKeys bindings")
struct ShoppingKeysBindingsTests {
  typealias State = ProductListDomain.State

  @Test("the list's keys: up, down, plus, minus, cart, on ↑ ↓ + - c")
  func listBindings() {
    let bindings = ShoppingKeys.listBindings(
      list: \State.self, embed: { $0 }, isList: { _, _ in true }, isListOrCart: { _, _ in true })
    #expect(bindings.map(\.command) == ["up", "down", "plus", "minus", "cart"])
    #expect(
      bindings.map { $0.keys.first }
        == [.up, .down, .character("+"), .character("-"), .character("c")])
  }

  @Test("the cart's keys: delete on d or Delete, pay on p")
  func cartBindings() {
    let bindings = ShoppingKeys.cartBindings(
      list: \State.self, embed: { $0 }, isCart: { _, _ in true })
    #expect(bindings.map(\.command) == ["delete", "pay"])
    #expect(bindings.map(\.keys) == [[.character("d"), .delete], [.character("p")]])
  }
}
