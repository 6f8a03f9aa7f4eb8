import ActionsChapter
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// A parent listens to its child: it matches the form's bindings by key path (the username and
/// the email, not the focus), and it acts on the delegate actions a child sends it with `.send`:
/// the form's `saved`, the cart's `orderFinished`.
@MainActor
@Suite("A parent listening: bindings and delegate actions", .tags(.actions), .timeLimit(.minutes(1)))
struct ParentListensTests {
  func appWithForm() -> ActionsAppDomain.State {
    ActionsAppDomain.State(
      profile: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        destination: .editProfile(EditProfileDomain.State(profile: UserProfile.sample))))
  }

  @Test("the parent matches .binding(\\.username) and .binding(\\.email), not .binding(\\.focus)")
  func parentMatchesBindings() async {
    let store = TestStore(initialState: appWithForm()) { ActionsAppDomain() }

    await store.send(
      .profile(.destination(.presented(.editProfile(.binding(.set(\.username, "jd"))))))
    ) {
      $0.profile.destination?.modify(ProfileDomain.Destination.State.editProfile) {
        $0.username = "jd"
      }
      $0.unsavedEdits = 1
    }
    await store.send(
      .profile(.destination(.presented(.editProfile(.binding(.set(\.focus, .email))))))
    ) {
      $0.profile.destination?.modify(ProfileDomain.Destination.State.editProfile) {
        $0.focus = .email
      }
    }
    await store.send(
      .profile(.destination(.presented(.editProfile(.binding(.set(\.email, "jd@x.io"))))))
    ) {
      $0.profile.destination?.modify(ProfileDomain.Destination.State.editProfile) {
        $0.email = "jd@x.io"
      }
      $0.unsavedEdits = 2
    }
  }

  @Test("the form tells its parent with .send(.delegate(.saved)); the parent stores and closes it")
  func formDelegate() async {
    var app = appWithForm()
    app.unsavedEdits = 3
    let store = TestStore(initialState: app) { ActionsAppDomain() }

    await store.send(
      .profile(.destination(.presented(.editProfile(.binding(.set(\.username, "jd"))))))
    ) {
      $0.profile.destination?.modify(ProfileDomain.Destination.State.editProfile) {
        $0.username = "jd"
      }
      $0.unsavedEdits = 4
    }
    // Save changes nothing in the form: it sends the delegate action, an effect.
    await store.send(.profile(.destination(.presented(.editProfile(.view(.saveButtonTapped))))))
    var saved = UserProfile.sample
    saved.username = "jd"
    await store.receive(.profile(.destination(.presented(.editProfile(.delegate(.saved(saved)))))))
    {
      $0.profile.profile = saved
      $0.profile.destination = nil
      $0.savedCount = 1
      $0.unsavedEdits = 0
    }
  }

  @Test("Cancel: the form dismisses itself; the parent hears .dismiss and forgets the edits")
  func cancelForgets() async {
    var app = appWithForm()
    app.unsavedEdits = 2
    let store = TestStore(initialState: app) { ActionsAppDomain() }

    await store.send(.profile(.destination(.presented(.editProfile(.view(.cancelButtonTapped))))))
    await store.receive(.profile(.destination(.dismiss))) {
      $0.profile.destination = nil
      $0.unsavedEdits = 0
    }
  }

  @Test(
    "the cart tells its parent with .send(.delegate(.orderFinished)); the list resets and closes")
  func cartDelegate() async {
    let store = TestStore(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success,
        cartState: CartListDomain.State(
          alert: .successAlert,
          cartItems: [
            CartItemDomain.State(
              id: UUID(0), cartItem: CartItem(product: Product.sample[0], quantity: 2))
          ]),
        productList: IdentifiedArray(
          uniqueElements: [
            ProductDomain.State(
              id: UUID(0), product: Product.sample[0],
              addToCartState: AddToCartDomain.State(count: 2))
          ]))
    ) {
      ProductListDomain()
    }

    await store.send(.cart(.presented(.alert(.presented(.dismissSuccessAlert))))) {
      $0.cartState?.alert = nil
    }
    await store.receive(.cart(.presented(.delegate(.orderFinished)))) {
      $0.productList[id: UUID(0)]?.count = 0
    }
    await store.receive(.closeCart) { $0.cartState = nil }
  }
}
