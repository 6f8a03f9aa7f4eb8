import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// The edit form: bound fields and focus, the message an edit clears, validation on save that
/// moves the focus, and the saved delegate.
@MainActor
@Suite("EditProfileDomain", .tags(.app, .actions), .timeLimit(.minutes(1)))
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
      $0.focus = .email
    }
  }

  @Test("Save with both fields bad: the username's message, and the focus on the username")
  func firstBadFieldWins() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "", email: "nope", focus: .email)
    ) {
      EditProfileDomain()
    }

    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.emptyUsernameMessage
      $0.focus = .username
    }
  }

  @Test("Save with an empty username moves the focus from the email to the username")
  func saveMovesTheFocusToTheUsername() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "", email: "john@gmail.com", focus: .email)
    ) {
      EditProfileDomain()
    }

    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.emptyUsernameMessage
      $0.focus = .username
    }
  }

  @Test("the focus is bound: Tab sends .binding(.set(\\.focus, …)) and nothing else changes")
  func focusIsABinding() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "", email: "john@gmail.com",
        validationMessage: EditProfileDomain.emptyUsernameMessage)
    ) {
      EditProfileDomain()
    }

    await store.send(.binding(.set(\.focus, .email))) { $0.focus = .email }
    await store.send(.binding(.set(\.focus, nil))) { $0.focus = nil }
  }

  @Test("editing either field clears the validation message (an onChange of each field)")
  func editingClearsTheMessage() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "", email: "",
        validationMessage: EditProfileDomain.emptyUsernameMessage)
    ) {
      EditProfileDomain()
    }

    await store.send(.binding(.set(\.username, "jd"))) {
      $0.username = "jd"
      $0.validationMessage = nil
    }
    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.invalidEmailMessage
      $0.focus = .email
    }
    await store.send(.binding(.set(\.email, "jd@"))) {
      $0.email = "jd@"
      $0.validationMessage = nil
    }
  }

  @Test("setting a field to what it holds changes nothing, so the message stays")
  func sameValueKeepsTheMessage() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "", email: "x",
        validationMessage: EditProfileDomain.emptyUsernameMessage)
    ) {
      EditProfileDomain()
    }

    await store.send(.binding(.set(\.email, "x")))
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
    #expect(form.focus == .username)
  }

  // Cancel dismisses through the `dismiss` dependency, which needs a presenting parent:
  // ProfileDomainTests.cancelDismissesTheForm covers it.
}
