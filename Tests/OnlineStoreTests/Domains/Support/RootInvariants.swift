import OnlineStore

/// The invariants of the whole app (among them: every detail on the stack shows its row's count), checked after every action `RootDomain` processes; it
/// remembers the counts at the moment the cart was opened, and tallies the milestones reached so
/// a test can tell that the random walk went deep.
final class RootInvariants {
  /// The products and counts (above zero, in list order) when the cart was last opened.
  private var countsWhenCartOpened: [(productID: Int, count: Int)] = []
  /// The form's fields after the last action, while the form is open.
  private var lastFormFields: (username: String, email: String)?
  /// What was found broken, in order.
  private(set) var violations: [String] = []
  /// How many times each milestone of the app was reached.
  private(set) var milestones: [Milestone: Int] = [:]

  /// A moment of the app worth reaching in a random walk.
  enum Milestone: CaseIterable {
    case cartOpenedWithItems, totalComputed, cartRowDeleted, orderFailed, orderFinished
    case cartDismissed, profileSaved, profileRestored, saveRefused
    case detailOpened, drilledDown, detailCountChanged
  }

  /// Checks `state`, the state `action` left.
  func check(after action: RootDomain.Action, state: RootDomain.State) {
    if let milestone = milestone(of: action, leaving: state) {
      milestones[milestone, default: 0] += 1
    }
    let list = state.productListState
    for row in list.productList where row.count < 0 {
      violations.append("product \(row.product.id) has a negative count \(row.count)")
    }

    if action == .productList(.setCartView(isPresented: true)) {
      countsWhenCartOpened = list.productList.filter { $0.count > 0 }.map { ($0.product.id, $0.count) }
      let opened = list.cartState?.cartItems.map { ($0.cartItem.product.id, $0.cartItem.quantity) } ?? []
      if !opened.elementsEqual(countsWhenCartOpened, by: { $0 == $1 }) {
        violations.append("the cart opened with \(opened), the counts were \(countsWhenCartOpened)")
      }
    }

    if let cart = list.cartState {
      let remaining = cart.cartItems.map { ($0.cartItem.product.id, $0.cartItem.quantity) }
      if !isOrderedSubset(remaining, of: countsWhenCartOpened) {
        violations.append(
          "the cart holds \(remaining), which is not part of the counts when it opened, \(countsWhenCartOpened)")
      }
      if case let .productList(.cart(.presented(.cartItem(.element(id, .deleteCartItem))))) = action,
        cart.cartItems[id: id] != nil
      {
        violations.append("the cart row \(id) is still there after its delete button")
      }
      if action == .productList(.cart(.presented(.getTotalPrice))) {
        let sum = expectedTotal(of: cart.cartItems)
        if cart.totalPrice != sum {
          violations.append("after getTotalPrice the total is \(cart.totalPrice), the rows add up to \(sum)")
        }
        if cart.isPayButtonDisable != (sum == 0) {
          violations.append("after getTotalPrice of \(sum) isPayButtonDisable is \(cart.isPayButtonDisable)")
        }
      }
    }

    // A detail's stepper tap changes the detail first; its `countChanged` is the next action.
    let isDelegateOnItsWay: Bool
    switch action {
    case .path(.element(_, .productDetail(.plusTapped))), .path(.element(_, .productDetail(.minusTapped))):
      isDelegateOnItsWay = true
    default:
      isDelegateOnItsWay = false
    }
    for id in state.path.ids where !isDelegateOnItsWay {
      guard let detail = state.path[id: id, case: RootDomain.Path.State.productDetail] else { continue }
      let row = list.productList.first { $0.product.id == detail.product.id }
      if row?.count != detail.count {
        violations.append(
          "the detail \(id) of product \(detail.product.id) shows \(detail.count), its row \(row.map { "\($0.count)" } ?? "is gone")")
      }
    }

    if action == .productList(.cart(.presented(.delegate(.orderFinished)))),
      list.productList.contains(where: { $0.count != 0 })
    {
      violations.append("after orderFinished some counts are not zero")
    }

    let profile = state.profileState
    if case .profile(.destination(.presented(.alert))) = action, let shown = profile.destination {
      violations.append("after a button of the restore alert the profile still presents \(shown)")
    }
    if action == .profile(.destination(.presented(.editProfile(.view(.saveButtonTapped))))),
      case let .editProfile(form)? = profile.destination
    {
      if let firstBad = firstInvalidField(of: form) {
        if form.validationMessage == nil || form.focus != firstBad {
          violations.append(
            "a refused save left the message \(String(describing: form.validationMessage)) and the focus on \(String(describing: form.focus)), not \(firstBad)")
        }
      } else if form.validationMessage != nil {
        violations.append("a valid save left the message \(form.validationMessage ?? "")")
      }
    }
    if case .profile(.destination(.presented(.editProfile(.binding)))) = action,
      case let .editProfile(form)? = profile.destination, form.validationMessage != nil,
      form.username != lastFormFields?.username || form.email != lastFormFields?.email
    {
      violations.append("an edit of the form's fields left the validation message")
    }
    if case let .editProfile(form)? = profile.destination {
      lastFormFields = (form.username, form.email)
    } else {
      lastFormFields = nil
    }
    if action == .profile(.destination(.presented(.alert(.confirmRestore)))), !profile.isLoading {
      violations.append("after Restore the profile is \(profile.dataLoadingStatus), not loading")
    }
  }

  /// The milestone `action` reached, if any.
  private func milestone(of action: RootDomain.Action, leaving state: RootDomain.State) -> Milestone? {
    switch action {
    case .productList(.setCartView(isPresented: true)):
      return state.productListState.cartState?.cartItems.isEmpty == false ? .cartOpenedWithItems : nil
    case .productList(.cart(.presented(.getTotalPrice))):
      return .totalComputed
    case .productList(.cart(.presented(.cartItem))):
      return .cartRowDeleted
    case .productList(.cart(.presented(.didReceivePurchaseResponse(.failure)))):
      return .orderFailed
    case .productList(.cart(.presented(.delegate(.orderFinished)))):
      return .orderFinished
    case .productList(.cart(.dismiss)):
      return .cartDismissed
    case .profile(.destination(.presented(.editProfile(.delegate(.saved))))):
      return .profileSaved
    case .profile(.destination(.presented(.alert(.confirmRestore)))):
      return .profileRestored
    case .profile(.destination(.presented(.editProfile(.view(.saveButtonTapped))))):
      guard case let .editProfile(form)? = state.profileState.destination else { return nil }
      return firstInvalidField(of: form) == nil ? nil : .saveRefused
    case .productList(.product(.element(_, .openDetailTapped))):
      return state.path.isEmpty ? nil : .detailOpened
    case .path(.element(_, .productDetail(.delegate(.open)))):
      return state.path.count >= 2 ? .drilledDown : nil
    case .path(.element(_, .productDetail(.delegate(.countChanged)))):
      return .detailCountChanged
    default:
      return nil
    }
  }

  /// The first field of the form that the specification says cannot be saved: a blank
  /// username, or an email without exactly one "@" and a dot after it.
  private func firstInvalidField(of form: EditProfileDomain.State) -> EditProfileDomain.State.Field? {
    if form.username.allSatisfy(\.isWhitespace) { return .username }
    let parts = form.email.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && parts[1].contains(".") ? nil : .email
  }

  /// Whether `rows` appear in `opened`, in the same order, with the same counts.
  private func isOrderedSubset(_ rows: [(Int, Int)], of opened: [(productID: Int, count: Int)]) -> Bool {
    var remaining = opened[...]
    for row in rows {
      guard let position = remaining.firstIndex(where: { $0.productID == row.0 }) else { return false }
      guard remaining[position].count == row.1 else { return false }
      remaining = remaining[(position + 1)...]
    }
    return true
  }
}
