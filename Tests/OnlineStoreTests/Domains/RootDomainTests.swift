import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// The whole app: tabs, and each tab's feature on its own part of the state.
@MainActor
@Suite("RootDomain", .tags(.app, .rootTabs), .timeLimit(.minutes(1)))
struct RootDomainTests {
  @Test("tabSelected switches the tab")
  func tabSelectedSwitches() async {
    let store = TestStore(initialState: RootDomain.State()) { RootDomain() }

    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    await store.send(.tabSelected(.products)) { $0.selectedTab = .products }
  }

  @Test("productList actions run the Products tab, effects included")
  func productListActionsReachTheList() async {
    let store = TestStore(initialState: RootDomain.State()) {
      RootDomain()
    } withDependencies: {
      $0.apiClient.fetchProducts = { [Product.sample[0]] }
      $0.uuid = .incrementing
    }

    await store.send(.productList(.fetchProducts)) {
      $0.productListState.dataLoadingStatus = .loading
    }
    await store.receive(.productList(.fetchProductsResponse(.success([Product.sample[0]])))) {
      $0.productListState.dataLoadingStatus = .success
      $0.productListState.productList = [ProductDomain.State(id: UUID(0), product: Product.sample[0])]
    }
  }

  @Test("profile actions run the Profile tab, effects included")
  func profileActionsReachTheProfile() async {
    let store = TestStore(initialState: RootDomain.State(selectedTab: .profile)) {
      RootDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    }

    await store.send(.profile(.fetchUserProfile)) {
      $0.profileState.dataLoadingStatus = .loading
    }
    await store.receive(.profile(.fetchUserProfileResponse(.success(UserProfile.sample)))) {
      $0.profileState.dataLoadingStatus = .success
      $0.profileState.profile = UserProfile.sample
    }
  }

  @Test("the tabs keep their state across tab switches")
  func tabsKeepTheirState() async {
    let store = TestStore(
      initialState: RootDomain.State(
        productListState: ProductListDomain.State(
          dataLoadingStatus: .success, productList: productRows(counts: [0, 0, 0])),
        profileState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success))
    ) {
      RootDomain()
    }

    await store.send(.productList(.product(.element(id: UUID(102), action: .addToCart(.didTapPlusButton))))) {
      $0.productListState.productList[id: UUID(102)]?.count = 1
    }
    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    await store.send(.profile(.editButtonTapped)) {
      $0.profileState.destination = .editProfile(EditProfileDomain.State(profile: UserProfile.sample))
    }
    await store.send(.tabSelected(.products)) { $0.selectedTab = .products }
    #expect(store.state.productListState.productList[id: UUID(102)]?.count == 1)
    #expect(store.state.profileState.destination != nil)
  }

  @Test("a new app starts on the Products tab with nothing loaded")
  func initialState() {
    let state = RootDomain.State()
    #expect(state.selectedTab == .products)
    #expect(state.productListState == ProductListDomain.State())
    #expect(state.profileState == ProfileDomain.State())
    #expect(RootDomain.Tab.allCases == [.products, .profile])
  }
}
