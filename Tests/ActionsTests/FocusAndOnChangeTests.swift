import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// Focus as state: the form's `focus` says which field the cursor is in; the view follows it,
/// Tab sets it with a binding, and the reducer moves it when a save is refused. `onChange`
/// clears the message when a field is edited.
@MainActor
@Suite("Focus as state, and onChange", .tags(.actions), .timeLimit(.minutes(1)))
struct FocusAndOnChangeTests {
  @Test("a refused save: the message and the focus on the first bad field, nothing sent")
  func refusedSaveMovesTheFocus() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "johnd", email: "john@gmail", focus: .username)
    ) {
      EditProfileDomain()
    }

    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.invalidEmailMessage
      $0.focus = .email
    }
  }

  @Test("Tab, a refused save, an edit that clears the message, a save the parent gets")
  func theWholeForm() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "johnd", email: "john@gmail.com")
    ) {
      EditProfileDomain()
    }

    await store.send(.binding(.set(\.focus, .email))) { $0.focus = .email }
    await store.send(.binding(.set(\.email, "john@gmail.com@x"))) { $0.email = "john@gmail.com@x" }
    await store.send(.binding(.set(\.focus, .username))) { $0.focus = .username }
    await store.send(.view(.saveButtonTapped)) {
      $0.validationMessage = EditProfileDomain.invalidEmailMessage
      $0.focus = .email
    }
    // Moving the focus is no edit: the message stays.
    await store.send(.binding(.set(\.focus, .username))) { $0.focus = .username }
    await store.send(.binding(.set(\.focus, .email))) { $0.focus = .email }
    await store.send(.binding(.set(\.email, "john@gmail.com"))) {
      $0.email = "john@gmail.com"
      $0.validationMessage = nil
    }
    await store.send(.view(.saveButtonTapped))
    await store.receive(.delegate(.saved(UserProfile.sample)))
  }

  @Test("forgetting that a refused save moves the focus: the diff shows the focus that moved")
  func forgottenFocus() async {
    let store = TestStore(
      initialState: EditProfileDomain.State(
        profile: UserProfile.sample, username: "johnd", email: "john@gmail", focus: .username)
    ) {
      EditProfileDomain()
    }

    await withKnownIssue {
      await store.send(.view(.saveButtonTapped)) {
        $0.validationMessage = EditProfileDomain.invalidEmailMessage
      }
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      return message.contains("−   focus: EditProfileDomain.State.Field.username")
        && message.contains("+   focus: EditProfileDomain.State.Field.email")
    }
  }
}
