import Composable
import OnlineStore
import TerminalUI

extension CompositionChapter {
  /// A key binding of the product list screen.
  public typealias Binding = KeyBinding<
    ProductListDomain.State, ProductListDomain.Action, ProductListScreen
  >

  /// The key map. ↑ ↓ PgUp PgDn Home End move the selection (the screen's own state: no action);
  /// `+`/→ and `-`/← press the selected row's stepper, which sends the list an action wrapped
  /// twice: `.product(.element(id: row, action: .addToCart(.didTapPlusButton)))`.
  public static var keys: [Binding] {
    [
      move(.up, command: "up", summary: "up", by: -1),
      move(.down, command: "down", summary: "down", by: 1),
      stepper(.character("+"), .right, command: "plus", summary: "add", action: .didTapPlusButton),
      stepper(
        .character("-"), .left, command: "minus", summary: "remove", action: .didTapMinusButton),
      move(
        .pageUp, command: "page-up", summary: "a page up", by: -ProductListScreen.pageStep,
        inFooter: false),
      move(
        .pageDown, command: "page-down", summary: "a page down", by: ProductListScreen.pageStep,
        inFooter: false),
      move(
        .home, command: "first", summary: "the first product", by: -Int.max / 2, inFooter: false),
      move(.end, command: "last", summary: "the last product", by: Int.max / 2, inFooter: false),
    ]
  }

  /// Whether there are rows to select and press: the list's keys work only then.
  private static func hasRows(_ state: ProductListDomain.State, _ screen: ProductListScreen) -> Bool
  {
    !state.productList.isEmpty
  }

  /// A key that moves the selection by `offset` rows.
  private static func move(
    _ key: Key, command: String, summary: String, by offset: Int, inFooter: Bool = true
  ) -> Binding {
    Binding(
      [key], command: command, summary: summary, showsInFooter: inFooter, when: hasRows
    ) { state, screen in
      screen.moveSelection(by: offset, count: state.productList.count) ? .handled : .ignored
    }
  }

  /// Keys that press a button of the selected row's stepper.
  private static func stepper(
    _ keys: Key..., command: String, summary: String, action: AddToCartDomain.Action
  ) -> Binding {
    Binding(keys, command: command, summary: summary, when: hasRows) { state, screen in
      guard state.productList.indices.contains(screen.selection) else { return .ignored }
      let id = state.productList[screen.selection].id
      return .send(.product(.element(id: id, action: .addToCart(action))))
    }
  }
}
