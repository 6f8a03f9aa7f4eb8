import Composable
import ComposableTesting
import OnlineStore
import Testing

/// The edit form: bound fields, validation on save, and the saved delegate.
@MainActor
@Suite("EditProfileDomain")
struct EditProfileDomainTests {
  @Test("binding actions set the fields in place")
  func bindingsSetTheFields() async {
    let store = TestStore(initialState: EditProfileDomain.State(profile: UserProfile.sample)) {
      EditProfileDomain()
    }

    await store.send(.binding(.set(\.username, "jd"))) { $0.username = "jd" }
    await store.send(.binding(.set(\.email, "jd@example.com"))) { $0.email = "jd@example.com" }
  }

  @Test(
    "Save with an empty username shows the message and sends nothing",
    arguments: ["", "   "])
  func emptyUsernameIsRefused(username: String) async {
    let store = TestStore(
      initialState: EditProfileDomain.State(profile: UserProfile.sample, username: username, email: "john@gmail.com")
    ) {
      EditProfileDomain()
    }

    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.emptyUsernameMessage
    }
  }

  @Test(
    "Save with an email without a single \"@\" and a dot after it shows the message and sends nothing",
    arguments: [
      "", "johngmail.com", "john@gmail", "john.doe@gmail", "john@@gmail.com", "a@b@c.com", "john@gmail.com@x.org",
    ])
  func invalidEmailIsRefused(email: String) async {
    let store = TestStore(
      initialState: EditProfileDomain.State(profile: UserProfile.sample, username: "johnd", email: email)
    ) {
      EditProfileDomain()
    }

    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.invalidEmailMessage
    }
  }

  @Test(
    "a valid Save clears the message and sends delegate(.saved) with the edited profile",
    arguments: ["john@gmail.com", "j@d.io", "first.last@mail.example.org"])
  func validSaveSendsTheProfile(email: String) async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "jdoe", email: email,
        validationMessage: EditProfileDomain.invalidEmailMessage)
    ) {
      EditProfileDomain()
    }

    await store.send(.view(.saveButtonTapped)) { $0.validationMessage = nil }

    var expected = UserProfile.sample
    expected.username = "jdoe"
    expected.email = email
    await store.receive(.delegate(.saved(expected)))
  }

  @Test("delegate(.saved) changes nothing in the form: the parent listens")
  func savedIsForTheParent() async {
    let store = TestStore(initialState: EditProfileDomain.State(profile: UserProfile.sample)) {
      EditProfileDomain()
    }

    await store.send(.delegate(.saved(UserProfile.sample)))
  }

  @Test("a new form holds the profile's username and email and no message")
  func newFormHoldsTheProfile() {
    let form = EditProfileDomain.State(profile: UserProfile.sample)
    #expect(form.username == "johnd")
    #expect(form.email == "john@gmail.com")
    #expect(form.validationMessage == nil)
  }

  // Cancel dismisses through the `dismiss` dependency, which needs a presenting parent:
  // ProfileDomainTests.cancelDismissesTheForm covers it.
}
