// Solution of root-tabs.wish-list-tab · A third tab                         (chapter 8, Root tabs)
//
// A tab is a `Scope`: the root's body holds one per tab, each running the tab's reducer on its
// part of the state, and nothing else is needed for the third. `tabSelected` only sets
// `selectedTab`, so every tab keeps its state while another is on screen. The title is a
// function of the state, not a stored count that the root would have to keep in step.
//
// The test says exactly what each step changes: a root that never runs the wish list fails at
// the add, and a root that empties the list when you leave its tab fails at the switch, because
// the exhaustive store sees the list go.

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
  public static var isStarted: Bool { true }
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
      case .wishList: wishList.titles.isEmpty ? "Wish list" : "Wish list (\(wishList.titles.count))"
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

  /// Switching tabs, and one `Scope` per tab.
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
    Scope(state: \.wishList, action: Action.wishList) {
      WishListDomain()
    }
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
    let store = TestStore(initialState: ShopTabsDomain.State()) { ShopTabsDomain() }
    await store.send(.tabSelected(.wishList)) {
      $0.selectedTab = .wishList
    }
    await store.send(.wishList(.addTapped("Backpack"))) {
      $0.wishList.titles = ["Backpack"]
    }
    await store.send(.tabSelected(.products)) {
      $0.selectedTab = .products
    }
  }
}
