import OnlineStore
import TerminalUI

/// The keys of the product list: move the selection, change the selected product's count, and
/// Retry after an error.
enum ProductListKeys {
  typealias Binding = KeyBinding<
    ProductListDomain.State, ProductListDomain.Action, ProductListScreen
  >

  /// The bindings, in the order the footer and help list them.
  static func all() -> [Binding] {
    [
      Binding([.up, .character("k")], command: "up", summary: "prev", when: isLoaded) { _, screen in
        screen.selection = max(0, screen.selection - 1)
        return .handled
      },
      Binding([.down, .character("j")], command: "down", summary: "next", when: isLoaded) {
        state, screen in
        screen.selection = min(max(0, state.productList.count - 1), screen.selection + 1)
        return .handled
      },
      Binding([.character("+"), .right], command: "add", summary: "add", when: isLoaded) {
        state, screen in
        stepper(.didTapPlusButton, state, screen)
      },
      Binding([.character("-"), .left], command: "remove", summary: "remove", when: isLoaded) {
        state, screen in
        stepper(.didTapMinusButton, state, screen)
      },
      .send(
        .enter, command: "retry", summary: "retry", action: .fetchProducts,
        when: { state, _ in state.shouldShowError }),
    ]
  }

  private static func isLoaded(_ state: ProductListDomain.State, _: ProductListScreen) -> Bool {
    !state.productList.isEmpty
  }

  /// The selected row's stepper action, addressed to the row by its id.
  private static func stepper(
    _ action: AddToCartDomain.Action, _ state: ProductListDomain.State, _ screen: ProductListScreen
  ) -> KeyOutcome<ProductListDomain.Action> {
    guard let row = screen.selectedRow(in: state) else { return .ignored }
    return .send(.product(.element(id: row.id, action: .addToCart(action))))
  }
}
