import Composable
import OnlineStore

/// The chapter's app: the store's product list with its cart sheet (`@Presents` and a child
/// reducer), and the Profile screen held as a plain optional: it exists only while it is open,
/// and `ifLet` runs `ProfileDomain` on it, with its two destinations, the edit form and the
/// restore alert.
public struct SheetsAppDomain: Reducer, Sendable {
  /// The product list, and the profile while it is open.
  public struct State: Equatable, Sendable {
    /// The products and, while it is open, the cart sheet.
    public var productList: ProductListDomain.State
    /// The Profile screen while it is open; nil otherwise: a plain optional, no `@Presents`.
    public var profile: ProfileDomain.State?

    /// The app with `productList`, the profile closed unless given.
    public init(
      productList: ProductListDomain.State = ProductListDomain.State(),
      profile: ProfileDomain.State? = nil
    ) {
      self.productList = productList
      self.profile = profile
    }
  }

  /// An action of the product list, of the profile, or opening and closing the profile.
  public enum Action: Equatable, Sendable {
    /// An action of the product list and its cart.
    case productList(ProductListDomain.Action)
    /// The "Profile" button of the list: opens the profile and loads it.
    case profileButtonTapped
    /// The profile's "Back" button: the profile's state goes away, and its effects with it.
    case closeProfileTapped
    /// An action of the open profile.
    case profile(ProfileDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// The list's reducer on its part of the state, the app's own logic, then the profile's
  /// reducer on the optional profile.
  public var body: some ReducerOf<Self> {
    Scope(state: \.productList, action: Action.productList) {
      ProductListDomain()
    }
    Reduce { state, action in
      switch action {
      case .productList:
        return .none

      case .profileButtonTapped:
        state.profile = ProfileDomain.State()
        return .send(.profile(.fetchUserProfile))

      case .closeProfileTapped:
        state.profile = nil
        return .none

      case .profile:
        return .none
      }
    }
    .ifLet(\.profile, action: Action.profile) {
      ProfileDomain()
    }
  }
}
