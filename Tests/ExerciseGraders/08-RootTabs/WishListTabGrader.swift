import Composable
import ComposableTesting
import Exercises
import Testing

/// Grades root-tabs.wish-list-tab: the root runs the wish list through a `Scope` of its own,
/// the tab's title counts the saved products, and switching tabs keeps every tab's state.
@MainActor
@Suite(
  .exercise(
    "root-tabs.wish-list-tab", isStarted: WishListTabExercise.isStarted,
    file: "Exercises/Workbook/08-RootTabs/WishListTab.swift"))
struct WishListTabGrader {
  @Test("a .wishList action runs WishListDomain on the root's wishList")
  func wishListRuns() async {
    let store = TestStore(initialState: ShopTabsDomain.State()) { ShopTabsDomain() }
    await store.send(.wishList(.addTapped("Mens Cotton Jacket"))) {
      $0.wishList.titles = ["Mens Cotton Jacket"]
    }
    await store.send(.wishList(.clearTapped)) {
      $0.wishList.titles = []
    }
  }

  @Test("the titles: Wish list while empty, Wish list (2) with two")
  func titles() {
    var state = ShopTabsDomain.State()
    #expect(state.title(of: .products) == "Products")
    #expect(state.title(of: .profile) == "Profile")
    #expect(state.title(of: .wishList) == "Wish list")
    state.wishList.titles = ["A", "B"]
    #expect(
      state.title(of: .wishList) == "Wish list (2)",
      "with two products saved the title should be \"Wish list (2)\"")
  }

  @Test("switching tabs changes only selectedTab: the wish list keeps its products")
  func tabsKeepTheirState() async {
    let store = TestStore(
      initialState: ShopTabsDomain.State(wishList: WishListDomain.State(titles: ["Backpack"]))
    ) {
      ShopTabsDomain()
    }
    for tab in [ShopTabsDomain.Tab.wishList, .profile, .products, .wishList] {
      await store.send(.tabSelected(tab)) { $0.selectedTab = tab }
    }
    #expect(store.state.wishList.titles == ["Backpack"])
  }

  @Test("your testWishListTab passes on your ShopTabsDomain")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in WishListTab.swift.
    await testWishListTab(ShopTabsDomain())
  }

  @Test("your testWishListTab fails on a root that never runs the wish list")
  func learnersTestCatchesAMissingScope() async {
    await expectLearnersTest(
      "testWishListTab", toCatch: "the root has no Scope for the wish list",
      advice: """
        After sending .wishList(.addTapped("Backpack")), say what it changed: \
        $0.wishList.titles = ["Backpack"].
        """
    ) {
      await testWishListTab(
        Reduce { state, action in
          if case .tabSelected(let tab) = action { state.selectedTab = tab }
          return .none
        })
    }
  }

  @Test("your testWishListTab fails on a root that empties the wish list when you leave it")
  func learnersTestCatchesAForgetfulTab() async {
    await expectLearnersTest(
      "testWishListTab", toCatch: "leaving the wish list's tab empties it",
      advice: """
        Switch back to .products after adding, and set only $0.selectedTab = .products in its \
        closure: the exhaustive store then notices anything else that changed.
        """
    ) {
      await testWishListTab(
        Reduce { state, action in
          if case .tabSelected(let tab) = action, state.selectedTab == .wishList, tab != .wishList {
            state.wishList = WishListDomain.State()
          }
          return ShopTabsDomain().reduce(into: &state, action: action)
        })
    }
  }
}
