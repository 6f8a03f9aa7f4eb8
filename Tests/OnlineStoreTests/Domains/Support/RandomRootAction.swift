import Composable
import OnlineStore

/// A random action a user of the app could take in `state`: only buttons that are on screen, so
/// a correct app reports no issue.
///
/// The draw is weighted towards moving forward (loading, filling the cart, paying, tapping the
/// alerts' buttons), so that short sequences still reach the end of an order.
func randomRootAction(in state: RootDomain.State, using random: inout SplitMix64) -> RootDomain.Action {
  var choices: [(weight: Int, action: RootDomain.Action)] = [
    (1, .tabSelected(random.pick(RootDomain.Tab.allCases))),
    (1, .productList(.resetProduct(product: random.pick(Product.sample)))),
    (1, .productList(.closeCart)),
    (1, .productList(.setCartView(isPresented: false))),
    (1, .profile(.fetchUserProfile)),
  ]

  let list = state.productListState
  choices.append((list.productList.isEmpty ? 6 : 1, .productList(.fetchProducts)))
  if let row = list.productList.isEmpty ? nil : random.pick(list.productList) {
    choices.append((4, .productList(.product(.element(id: row.id, action: .addToCart(.didTapPlusButton))))))
    choices.append((1, .productList(.product(.element(id: row.id, action: .addToCart(.didTapMinusButton))))))
  }
  if let row = list.productList.isEmpty ? nil : random.pick(list.productList) {
    choices.append((2, .productList(.product(.element(id: row.id, action: .openDetailTapped)))))
  }
  choices += randomStackActions(in: state.path, using: &random)
  let hasCounts = list.productList.contains { $0.count > 0 }
  choices.append((list.cartState == nil && hasCounts ? 4 : 1, .productList(.setCartView(isPresented: true))))

  if let cart = list.cartState {
    let cartChoices: [(Int, CartListDomain.Action)] = [
      (2, .view(.onAppear)), (4, .view(.didPressPayButton)), (1, .view(.didPressCloseButton)),
    ]
    choices += cartChoices.map { ($0.0, .productList(.cart(.presented($0.1)))) }
    choices.append((1, .productList(.cart(.dismiss))))
    if let row = cart.cartItems.isEmpty ? nil : random.pick(cart.cartItems) {
      let delete = CartItemDomain.Action.deleteCartItem(product: row.cartItem.product)
      choices.append((1, .productList(.cart(.presented(.cartItem(.element(id: row.id, action: delete)))))))
    }
    if let alert = cart.alert {
      for case let buttonAction? in alert.buttons.map(\.action) {
        let weight = buttonAction == .didCancelConfirmation ? 2 : 6
        choices.append((weight, .productList(.cart(.presented(.alert(.presented(buttonAction)))))))
      }
      choices.append((1, .productList(.cart(.presented(.alert(.dismiss))))))
    }
  }

  switch state.profileState.destination {
  case .editProfile:
    let usernames = ["", "johnd", "  ", "new name"]
    let emails = ["", "john@gmail.com", "john@gmail", "a@b.c", "no-at.com"]
    let formChoices: [(Int, EditProfileDomain.Action)] = [
      (1, .binding(.set(\.username, random.pick(usernames)))),
      (1, .binding(.set(\.email, random.pick(emails)))),
      (1, .binding(.set(\.focus, random.pick([nil, .username, .email])))),
      (2, .view(.saveButtonTapped)),
      (1, .view(.cancelButtonTapped)),
    ]
    choices += formChoices.map { ($0.0, .profile(.destination(.presented(.editProfile($0.1))))) }
    choices.append((1, .profile(.destination(.dismiss))))
  case let .alert(alert):
    // A button with an action sends it; one without (Cancel) dismisses.
    for button in alert.buttons {
      let action: RootDomain.Action =
        button.action.map { .profile(.destination(.presented(.alert($0)))) } ?? .profile(.destination(.dismiss))
      choices.append((2, action))
    }
  case nil:
    choices += [(1, .profile(.editButtonTapped)), (1, .profile(.restoreButtonTapped))]
  }

  var ticket = random.index(below: choices.reduce(0) { $0 + $1.weight })
  for choice in choices {
    if ticket < choice.weight { return choice.action }
    ticket -= choice.weight
  }
  return choices[choices.count - 1].action
}

/// The stack's buttons: the top detail's stepper, a related product and back, and a tap on the
/// breadcrumb, which pops from any element.
private func randomStackActions(
  in path: StackState<RootDomain.Path.State>, using random: inout SplitMix64
) -> [(weight: Int, action: RootDomain.Action)] {
  guard let topID = path.ids.last, let top = path[id: topID, case: RootDomain.Path.State.productDetail]
  else { return [] }
  let detail: [(Int, ProductDetailDomain.Action)] = [
    (3, .plusTapped), (2, .minusTapped), (1, .backTapped),
  ] + top.related.map { (2, .relatedTapped(productID: $0.id)) }
  return detail.map { ($0.0, .path(.element(id: topID, action: .productDetail($0.1)))) }
    + [(1, .path(.popFrom(id: random.pick(path.ids))))]
}
