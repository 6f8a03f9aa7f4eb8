import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The keys. Which ones work depends on what is on top: an alert (← → move the focus, Enter
/// chooses, Esc chooses the cancel role), the edit form (Enter saves, Esc cancels), the profile
/// (edit, restore, back), the cart sheet (↑ ↓, delete, pay, close from inside, Esc dismisses from
/// the parent, even while the order is on its way) or the product list (↑ ↓, + -, go to cart,
/// profile).
enum SheetsKeys {
  typealias Binding = KeyBinding<SheetsAppDomain.State, SheetsAppDomain.Action, ShoppingScreen>

  /// The bindings, in the order the footer and help list them.
  static var all: [Binding] {
    alertKeys + profileKeys
      + ShoppingKeys.listBindings(
        list: \.productList, embed: SheetsAppDomain.Action.productList, isList: isList,
        isListOrCart: isListOrCart)
      + [profileButtonKey]
      + ShoppingKeys.cartBindings(
        list: \.productList, embed: SheetsAppDomain.Action.productList, isCart: isCart)
      + closeCartKeys
  }

  /// ← → Enter Esc on the alert on top.
  private static var alertKeys: [Binding] {
    [
      Binding([.left], command: "left", summary: "prev button", when: hasAlert) { state, screen in
        OpenAlert(state)?.moveFocus(by: -1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.right, .tab], command: "right", summary: "next button", when: hasAlert) {
        state, screen in
        OpenAlert(state)?.moveFocus(by: 1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.enter], command: "choose", summary: "choose", when: hasAlert) { state, screen in
        OpenAlert(state)?.chooseFocused(screen.dialogFocus) ?? .ignored
      },
      Binding([.escape], command: "cancel", summary: "cancel", when: hasCancelButton) { state, _ in
        OpenAlert(state)?.cancel() ?? .ignored
      },
    ]
  }

  /// The edit form (save, cancel) and the profile (edit, restore, back).
  private static var profileKeys: [Binding] {
    [
      .send(
        .enter, command: "save", summary: "save",
        action: .profile(.destination(.presented(.editProfile(.view(.saveButtonTapped))))),
        when: isForm),
      .send(
        .escape, command: "cancel-edit", summary: "cancel",
        action: .profile(.destination(.presented(.editProfile(.view(.cancelButtonTapped))))),
        when: isForm),
      .send(
        .character("e"), command: "edit", summary: "edit", action: .profile(.editButtonTapped),
        when: isProfile),
      .send(
        .character("R"), command: "restore", summary: "restore",
        action: .profile(.restoreButtonTapped), when: isProfile),
      .send(
        .character("b"), .escape, command: "close-profile", summary: "back",
        action: .closeProfileTapped,
        when: { state, screen in
          isProfile(state, screen) || state.profile?.isLoading == true
        }),
    ]
  }

  /// `p` on the list: opens the profile.
  private static var profileButtonKey: Binding {
    .send(
      .character("p"), command: "profile", summary: "profile", action: .profileButtonTapped,
      when: isList)
  }

  /// The cart's two ways out: `c` is its own Close button, Esc the parent's dismissal, which
  /// works even while the order is on its way.
  private static var closeCartKeys: [Binding] {
    [
      .send(
        .character("c"), command: "close", summary: "close (child)",
        action: .productList(.cart(.presented(.view(.didPressCloseButton)))), when: isCart),
      .send(
        .escape, command: "dismiss", summary: "dismiss (parent)",
        action: .productList(.setCartView(isPresented: false)),
        when: { state, _ in
          state.profile == nil && state.productList.cartState != nil
            && state.productList.cartState?.alert == nil
        }),
    ]
  }

  /// An alert is on top: the cart's or the profile's.
  static func hasAlert(_ state: SheetsAppDomain.State, _: ShoppingScreen) -> Bool {
    OpenAlert(state) != nil
  }

  private static func hasCancelButton(
    _ state: SheetsAppDomain.State, _: ShoppingScreen
  ) -> Bool {
    OpenAlert(state)?.dialog.cancelButtonIndex != nil
  }

  /// The edit form is on top.
  static func isForm(_ state: SheetsAppDomain.State, _: ShoppingScreen) -> Bool {
    if case .editProfile? = state.profile?.destination { return true }
    return false
  }

  /// The profile is on top, loaded or failed, with nothing presented over it.
  static func isProfile(_ state: SheetsAppDomain.State, _: ShoppingScreen) -> Bool {
    guard let profile = state.profile else { return false }
    return profile.destination == nil && !profile.isLoading
  }

  /// The cart sheet is on top, with no alert and no order on its way.
  static func isCart(_ state: SheetsAppDomain.State, _: ShoppingScreen) -> Bool {
    state.profile == nil && ShoppingKeys.isCartOnTop(state.productList)
  }

  /// The product list is on top: no sheet, no profile.
  static func isList(_ state: SheetsAppDomain.State, _: ShoppingScreen) -> Bool {
    state.productList.cartState == nil && state.profile == nil
  }

  private static func isListOrCart(
    _ state: SheetsAppDomain.State, _ screen: ShoppingScreen
  ) -> Bool {
    isList(state, screen) || isCart(state, screen)
  }
}
