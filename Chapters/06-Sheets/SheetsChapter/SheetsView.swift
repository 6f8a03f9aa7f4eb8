import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The chapter's screen: the Profile screen while the optional `profile` holds a value
/// (`if let store.scope(state: \.profile, …)`, with a Back button that sets it to nil), the
/// store's `ProductListView` with a Profile button otherwise; and a line saying what the
/// optional and presented state hold now.
struct SheetsView: View {
  /// The app's store.
  let store: StoreOf<SheetsAppDomain>

  var body: some View {
    VStack(alignment: .leading) {
      if let profileStore = store.scope(state: \.profile, action: SheetsAppDomain.Action.profile) {
        Button("Back") { store.send(.closeProfileTapped) }
          .keyboardShortcut("b")
        Divider()
        ProfileView(store: profileStore)
      } else {
        ProductListView(
          store: store.scope(state: \.productList, action: SheetsAppDomain.Action.productList))
        Divider()
        Button("Profile") { store.send(.profileButtonTapped) }
          .keyboardShortcut("p")
      }
      Spacer()
      Text(presented).foregroundStyle(.secondary)
    }
  }

  /// What the optional and presented state hold, e.g. `profile: open · destination: .alert`.
  private var presented: String {
    if let profile = store.profile {
      let destination =
        switch profile.destination {
        case nil: "nil"
        case .editProfile: ".editProfile"
        case .alert: ".alert"
        }
      return "profile: open · destination: \(destination)"
    }
    guard let cart = store.productList.cartState else { return "profile: nil · cartState: nil" }
    return "cartState: presented · alert: \(cart.alert == nil ? "nil" : "shown")"
  }
}
