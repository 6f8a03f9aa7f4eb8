import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades root-tabs.wish-list-tab: the root runs the wish list through a `Scope` of its own,
/// the tab's title counts the saved products, and switching tabs keeps every tab's state.
extension WishListTabExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of ShopTabsDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the root has no Scope for the wish list", replacing: ShopTabsDomain.self,
        advice: """
          After sending .wishList(.addTapped("Backpack")), say what it changed: \
          $0.wishList.titles = ["Backpack"].
          """
      ) {
        Reduce { state, action in
          if case .tabSelected(let tab) = action { state.selectedTab = tab }
          return .none
        }
      },
      .reducer(
        "leaving the wish list's tab empties it", replacing: ShopTabsDomain.self,
        advice: """
          Switch back to .products after adding, and set only $0.selectedTab = .products in its \
          closure: the exhaustive store then notices anything else that changed.
          """
      ) {
        Reduce { state, action in
          if case .tabSelected(let tab) = action, state.selectedTab == .wishList, tab != .wishList {
            state.wishList = WishListDomain.State()
          }
          return ShopTabsDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension WishListTabTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
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
      #expect(state.title(of: .products) == "Products", "the Products tab keeps its title")
      #expect(state.title(of: .profile) == "Profile", "the Profile tab keeps its title")
      #expect(
        state.title(of: .wishList) == "Wish list",
        "an empty wish list's title is \"Wish list\", with no count")
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
      #expect(
        store.state.wishList.titles == ["Backpack"],
        "switching tabs keeps every tab's state: the wish list still holds the Backpack")
    }
  }
}
