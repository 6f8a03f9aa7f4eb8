import Composable
import OnlineStore

/// What is on top of the screen now, the one thing keys talk to: a dialog, the busy overlay,
/// the cart sheet, the profile's edit form, a product's detail (with its stack id), the product
/// list, or the profile.
enum OnTop: Equatable {
  case dialog
  case busy
  case cart(CartListDomain.State)
  case editForm(EditProfileDomain.State)
  case detail(id: StackElementID, ProductDetailDomain.State)
  case productList
  case profile

  /// What `state` shows on top.
  init(_ state: RootDomain.State) {
    switch state.selectedTab {
    case .products:
      if let cart = state.productListState.cartState {
        self = cart.alert != nil ? .dialog : cart.isRequestInProcess ? .busy : .cart(cart)
      } else if let id = state.path.ids.last,
        let detail = state.path[id: id, case: RootDomain.Path.State.productDetail]
      {
        self = .detail(id: id, detail)
      } else {
        self = .productList
      }
    case .profile:
      switch state.profileState.destination {
      case .alert?: self = .dialog
      case let .editProfile(form)?: self = .editForm(form)
      case nil: self = .profile
      }
    }
  }

  /// The detail on top and its id, if a detail is on top.
  var detail: (id: StackElementID, state: ProductDetailDomain.State)? {
    guard case let .detail(id, detail) = self else { return nil }
    return (id, detail)
  }

  /// Whether the tab bar takes keys: nothing is presented over the tab.
  var canSwitchTabs: Bool {
    switch self {
    case .productList, .profile, .detail: true
    case .dialog, .busy, .cart, .editForm: false
    }
  }
}
