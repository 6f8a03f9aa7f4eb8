// Exercise root-tabs.wish-list-tab · A third tab                            (chapter 8, Root tabs)
//
// Build: run `WishListDomain` on the root's `wishList` with one more `Scope`, and make
//        `State.title(of:)` count it: "Wish list", then "Wish list (2)" (derived, never stored).
// Test:  write "The wish list tab runs its feature and keeps its products across tabs" below.
// Done:  the grader's checks pass, and your test fails on its broken roots: one that never runs
//        the wish list, and one that empties it when you leave its tab.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.wish-list-tab`
// Check: `swift run kit check root-tabs.wish-list-tab` (or `swift test --filter WishListTabTests`)

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum WishListTabExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.wish-list-tab"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The wish list: the titles of products saved for later, in the order they were saved.
public struct WishListDomain: Reducer, Sendable {
  /// The saved titles.
  public struct State: Equatable, Sendable {
    /// The titles, oldest first.
    public var titles: [String]

    /// A wish list of `titles`, empty unless given.
    public init(titles: [String] = []) {
      self.titles = titles
    }
  }

  /// Saving a product, or clearing the list.
  public enum Action: Equatable, Sendable {
    /// Saves a product's title at the end of the list.
    case addTapped(String)
    /// Empties the list.
    case clearTapped
  }

  /// Creates the reducer.
  public init() {}

  /// Adds or clears.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addTapped(title):
        state.titles.append(title)
      case .clearTapped:
        state.titles.removeAll()
      }
      return .none
    }
  }
}

/// The root of the shop: three tabs, each a feature of its own that keeps its state.
public struct ShopTabsDomain: Reducer, Sendable {
  /// The shop's tabs.
  public enum Tab: Equatable, Sendable, CaseIterable {
    /// The product list.
    case products
    /// The user's profile.
    case profile
    /// The products saved for later.
    case wishList
  }

  /// The selected tab and the state of every tab.
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var selectedTab: Tab
    /// The Products tab.
    public var productList: ProductListDomain.State
    /// The Profile tab.
    public var profile: ProfileDomain.State
    /// The Wish list tab.
    public var wishList: WishListDomain.State

    /// A shop on the Products tab, nothing loaded, the wish list empty unless given.
    public init(
      selectedTab: Tab = .products, productList: ProductListDomain.State = ProductListDomain.State(),
      profile: ProfileDomain.State = ProfileDomain.State(),
      wishList: WishListDomain.State = WishListDomain.State()
    ) {
      self.selectedTab = selectedTab
      self.productList = productList
      self.profile = profile
      self.wishList = wishList
    }

    /// The tab bar's title of `tab`: "Products", "Profile", and "Wish list", followed by how
    /// many products it holds in parentheses when it holds any.
    public func title(of tab: Tab) -> String {
      switch tab {
      case .products: "Products"
      case .profile: "Profile"
      case .wishList: "Wish list"  // TODO: "Wish list (2)" when it holds two.
      }
    }
  }

  /// Switching tabs, and an action of each tab.
  public enum Action: Equatable, Sendable {
    /// The user switched tabs.
    case tabSelected(Tab)
    /// An action of the Products tab.
    case productList(ProductListDomain.Action)
    /// An action of the Profile tab.
    case profile(ProfileDomain.Action)
    /// An action of the Wish list tab.
    case wishList(WishListDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Switching tabs, and one `Scope` per tab (the wish list's is missing).
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .productList, .profile, .wishList:
        return .none
      }
    }
    Scope(state: \.productList, action: Action.productList) {
      ProductListDomain()
    }
    Scope(state: \.profile, action: Action.profile) {
      ProfileDomain()
    }
    // TODO: run WishListDomain on the wish list's part of the state, for .wishList actions.
  }
}

// Your tests, a Swift Testing suite: `swift test --filter WishListTabTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ShopTabsDomain, where it
// must fail.
@MainActor
@Suite("root-tabs.wish-list-tab · your tests", .exercise(WishListTabExercise.self))
struct WishListTabTests {
  @Test("The wish list tab runs its feature and keeps its products across tabs")
  func wishListTab() async {
    // TODO: prove that the wish list tab runs its feature (add "Backpack" to it) and keeps the
    // product when you switch back to Products; say in each closure exactly what changed. It
    // must fail on a root that never runs the wish list, and on one that empties it when you
    // leave its tab.
  }
}
