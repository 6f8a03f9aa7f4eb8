import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The keys. Which ones work depends on what is on top (`OnTop`): a dialog (← → move the focus,
/// Enter chooses, Esc the cancel role), the busy overlay (nothing), the cart sheet, the edit
/// form, a product's detail, the product list or the profile. `1` and `2` switch tabs while
/// nothing is presented over the tab.
enum RootTabsKeys {
  typealias Binding = KeyBinding<RootDomain.State, RootDomain.Action, RootTabsScreen>

  /// The bindings, in the order the footer and help list them.
  static func all() -> [Binding] {
    dialogKeys + detailKeys + tabKeys + listKeys + cartKeys + profileKeys
  }

  /// ← → Enter Esc on the dialog on top.
  private static var dialogKeys: [Binding] {
    [
      Binding([.left], command: "left", summary: "prev button", when: on(.dialog)) { state, screen in
        OpenDialog(state)?.moveFocus(by: -1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.right, .tab], command: "right", summary: "next button", when: on(.dialog)) {
        state, screen in
        OpenDialog(state)?.moveFocus(by: 1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.enter], command: "choose", summary: "choose", when: on(.dialog)) { state, screen in
        OpenDialog(state)?.chooseFocused(screen.dialogFocus) ?? .ignored
      },
      Binding([.escape], command: "cancel", summary: "cancel", when: on(.dialog)) { state, _ in
        OpenDialog(state)?.cancel() ?? .ignored
      },
    ]
  }

  /// `1` and `2`: `tabSelected`, while nothing is presented over the tab.
  private static var tabKeys: [Binding] {
    [
      .send(
        .character("1"), command: "products", summary: "Products",
        action: .tabSelected(.products),
        when: { state, _ in OnTop(state).canSwitchTabs && state.selectedTab != .products }),
      .send(
        .character("2"), command: "profile", summary: "Profile", action: .tabSelected(.profile),
        when: { state, _ in OnTop(state).canSwitchTabs && state.selectedTab != .profile }),
    ]
  }

  /// The product list: ↑ ↓ select, Enter opens the detail, + - the stepper, Enter retries
  /// after an error, c the cart.
  private static var listKeys: [Binding] {
    [
      Binding([.up, .character("k")], command: "up", summary: "up", when: isListCartOrDetail) {
        state, screen in
        moveSelection(by: -1, state, &screen)
      },
      Binding([.down, .character("j")], command: "down", summary: "down", when: isListCartOrDetail) {
        state, screen in
        moveSelection(by: 1, state, &screen)
      },
      Binding([.enter], command: "open", summary: "open", when: hasRows) { state, screen in
        guard let row = selectedRow(state, screen) else { return .ignored }
        screen.relatedSelection = 0
        return .send(.productList(.product(.element(id: row.id, action: .openDetailTapped))))
      },
      Binding([.character("+")], command: "plus", summary: "add", when: isListOrDetail) {
        state, screen in
        stepper(plus: true, state, screen)
      },
      Binding([.character("-")], command: "minus", summary: "remove", when: isListOrDetail) {
        state, screen in
        stepper(plus: false, state, screen)
      },
      .send(
        .enter, command: "retry", summary: "retry", action: .productList(.fetchProducts),
        when: { state, _ in OnTop(state) == .productList && state.productListState.shouldShowError }),
      Binding([.character("c")], command: "cart", summary: "go to cart", when: on(.productList)) {
        _, screen in
        ShoppingKeys.openCart(
          cartSelection: &screen.cartSelection, embed: RootDomain.Action.productList)
      },
    ]
  }

  /// The detail on top: Enter opens the selected related product, Esc or Backspace goes back.
  private static var detailKeys: [Binding] {
    [
      Binding([.enter], command: "related", summary: "related", when: isDetail) {
        state, screen in
        guard let (id, detail) = OnTop(state).detail, !detail.related.isEmpty else {
          return .ignored
        }
        let product = detail.related[min(screen.relatedSelection, detail.related.count - 1)]
        screen.relatedSelection = 0
        return .send(.path(.element(id: id, action: .productDetail(.relatedTapped(productID: product.id)))))
      },
      Binding([.escape, .backspace], command: "pop", summary: "back", when: isDetail) {
        state, screen in
        guard let (id, _) = OnTop(state).detail else { return .ignored }
        screen.relatedSelection = 0
        return .send(.path(.element(id: id, action: .productDetail(.backTapped))))
      },
    ]
  }

  /// The cart sheet: delete a row, pay, close.
  private static var cartKeys: [Binding] {
    [
      Binding([.character("d"), .delete], command: "delete", summary: "delete", when: isCart) {
        state, screen in
        guard case let .cart(cart) = OnTop(state) else { return .ignored }
        return ShoppingKeys.deleteSelectedRow(
          of: cart, selection: &screen.cartSelection, embed: RootDomain.Action.productList)
      },
      .send(
        .character("p"), command: "pay", summary: "pay",
        action: .productList(.cart(.presented(.view(.didPressPayButton)))),
        when: { state, _ in
          guard case let .cart(cart) = OnTop(state) else { return false }
          return !cart.isPayButtonDisable
        }),
      .send(
        .character("c"), .escape, command: "close", summary: "close",
        action: .productList(.cart(.presented(.view(.didPressCloseButton)))), when: isCart),
    ]
  }

  /// The profile: edit, restore (or retry after an error); the edit form: typing in the focused
  /// field (the cursor stays at its end: chapter 7 moves it), Tab and Shift-Tab, save, cancel.
  private static var profileKeys: [Binding] {
    [
      .send(
        .character("e"), command: "edit", summary: "edit", action: .profile(.editButtonTapped),
        when: on(.profile)),
      .send(
        .character("R"), command: "restore", summary: "restore",
        action: .profile(.restoreButtonTapped),
        when: { state, _ in OnTop(state) == .profile && !state.profileState.shouldShowError }),
      .send(
        .enter, command: "retry-profile", summary: "retry profile",
        action: .profile(.fetchUserProfile),
        when: { state, _ in OnTop(state) == .profile && state.profileState.shouldShowError }),
      .textInput(summary: "edit the focused field", when: hasFocusedField, perform: type),
      Binding([.tab], command: "next-field", summary: "next field", when: isEditForm) { state, _ in
        moveFieldFocus(by: 1, state)
      },
      Binding([.shiftTab], command: "previous-field", summary: "previous field", when: isEditForm) {
        state, _ in
        moveFieldFocus(by: -1, state)
      },
      .send(
        .enter, command: "save", summary: "save",
        action: .profile(.destination(.presented(.editProfile(.view(.saveButtonTapped))))),
        when: isEditForm),
      .send(
        .escape, command: "cancel-edit", summary: "cancel edit",
        action: .profile(.destination(.presented(.editProfile(.view(.cancelButtonTapped))))),
        when: isEditForm),
    ]
  }

  /// Whether `top` is what the screen shows on top.
  private static func on(_ top: OnTop) -> (RootDomain.State, RootTabsScreen) -> Bool {
    { state, _ in OnTop(state) == top }
  }

  /// The product list is on top, with rows to open.
  private static func hasRows(_ state: RootDomain.State, _: RootTabsScreen) -> Bool {
    OnTop(state) == .productList && !state.productListState.productList.isEmpty
  }

  /// A product's detail is on top.
  static func isDetail(_ state: RootDomain.State, _: RootTabsScreen) -> Bool {
    OnTop(state).detail != nil
  }

  /// The cart sheet is on top, with no dialog and no order on its way.
  static func isCart(_ state: RootDomain.State, _: RootTabsScreen) -> Bool {
    if case .cart = OnTop(state) { true } else { false }
  }

  private static func isEditForm(_ state: RootDomain.State, _: RootTabsScreen) -> Bool {
    if case .editForm = OnTop(state) { true } else { false }
  }

  private static func hasFocusedField(_ state: RootDomain.State, _: RootTabsScreen) -> Bool {
    if case let .editForm(form) = OnTop(state) { form.focus != nil } else { false }
  }

  /// A binding of the edit form, wrapped for the root.
  private static func formBinding(_ binding: BindingAction<EditProfileDomain.State>) -> RootDomain.Action {
    .profile(.destination(.presented(.editProfile(.binding(binding)))))
  }

  /// A character or Backspace in the focused field: a binding of that field's new text.
  private static func type(
    _ key: Key, _ state: RootDomain.State, _: inout RootTabsScreen
  ) -> KeyOutcome<RootDomain.Action> {
    guard case let .editForm(form) = OnTop(state), let field = form.focus else { return .ignored }
    let text = field == .username ? form.username : form.email
    var editing = TextFieldState(text: text)
    guard editing.handle(key), editing.text != text else { return .ignored }
    switch field {
    case .username: return .send(formBinding(.set(\.username, editing.text)))
    case .email: return .send(formBinding(.set(\.email, editing.text)))
    }
  }

  /// Tab and Shift-Tab: focus is state, so moving it is a binding of `focus`.
  private static func moveFieldFocus(
    by offset: Int, _ state: RootDomain.State
  ) -> KeyOutcome<RootDomain.Action> {
    guard case let .editForm(form) = OnTop(state) else { return .ignored }
    let fields = EditProfileDomain.State.Field.allCases
    let current = form.focus.flatMap(fields.firstIndex(of:)) ?? (offset > 0 ? -1 : 0)
    return .send(formBinding(.set(\.focus, fields[(current + offset + fields.count) % fields.count])))
  }

  private static func isListOrDetail(_ state: RootDomain.State, _ screen: RootTabsScreen) -> Bool {
    OnTop(state) == .productList || isDetail(state, screen)
  }

  private static func isListCartOrDetail(_ state: RootDomain.State, _ screen: RootTabsScreen)
    -> Bool
  {
    isListOrDetail(state, screen) || isCart(state, screen)
  }

  /// The product row the list's selection is on.
  static func selectedRow(_ state: RootDomain.State, _ screen: RootTabsScreen) -> ProductDomain.State? {
    let rows = state.productListState.productList
    return rows.indices.contains(screen.productSelection) ? rows[screen.productSelection] : nil
  }

  /// Moves the selection of what is on top: the related products, the cart rows or the list.
  private static func moveSelection(
    by offset: Int, _ state: RootDomain.State, _ screen: inout RootTabsScreen
  ) -> KeyOutcome<RootDomain.Action> {
    func moved(_ index: Int, count: Int) -> Int {
      ShoppingKeys.selection(index, movedBy: offset, count: count)
    }
    switch OnTop(state) {
    case let .detail(_, detail):
      screen.relatedSelection = moved(screen.relatedSelection, count: detail.related.count)
    case let .cart(cart):
      screen.cartSelection = moved(screen.cartSelection, count: cart.cartItems.count)
    default:
      screen.productSelection = moved(
        screen.productSelection, count: state.productListState.productList.count)
    }
    return .handled
  }

  /// + or − on what is on top: the detail's stepper, or the selected row's, addressed by id.
  private static func stepper(
    plus: Bool, _ state: RootDomain.State, _ screen: RootTabsScreen
  ) -> KeyOutcome<RootDomain.Action> {
    if let (id, _) = OnTop(state).detail {
      return .send(.path(.element(id: id, action: .productDetail(plus ? .plusTapped : .minusTapped))))
    }
    return ShoppingKeys.stepper(
      plus ? .didTapPlusButton : .didTapMinusButton, in: state.productListState,
      selection: screen.productSelection, embed: RootDomain.Action.productList)
  }
}
