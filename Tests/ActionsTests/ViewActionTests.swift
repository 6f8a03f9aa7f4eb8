import Composable
import OnlineStore
import TestTags
import Testing

/// View actions: the form's `Action` is a `ViewAction`, and a view that conforms to
/// `ViewActionSending` sends with `send(.saveButtonTapped)`: only the `View` cases, never a
/// binding or a delegate action (`send(.delegate(…))` does not compile).
@MainActor
@Suite("View actions", .tags(.actions))
struct ViewActionTests {
  /// The form as a view would hold it: a store, and `send` for its view actions.
  struct EditProfileForm: ViewActionSending {
    let store: StoreOf<EditProfileDomain>
  }

  @Test("send(.saveButtonTapped) reaches the store as .view(.saveButtonTapped)")
  func sendWrapsInView() {
    let form = EditProfileForm(
      store: Store(
        initialState: EditProfileDomain.State(profile: UserProfile.sample, username: "", email: "x")
      ) {
        EditProfileDomain()
      })

    form.send(.saveButtonTapped)

    #expect(form.store.state.validationMessage == EditProfileDomain.emptyUsernameMessage)
    #expect(form.store.state.focus == .username)
  }
}
