import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades actions.third-field: the phone is checked after the name and the email, a refusal
/// moves the focus to it, and an edit of it clears the message.
extension ThirdFieldExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of ContactFormDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the phone is never checked", replacing: ContactFormDomain.self,
        advice: """
          Start from a bad phone ("12ab") with a good name and email, and say what the first save \
          changes: $0.message = ContactFormDomain.phoneMessage and $0.focus = .phone.
          """
      ) {
        Reduce { state, action in
          if action == .saveButtonTapped, !state.name.isEmpty, state.email.contains("@") {
            return .send(
              .delegate(.saved(name: state.name, email: state.email, phone: state.phone)))
          }
          return ContactFormDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "a refused save leaves the focus where it was", replacing: ContactFormDomain.self,
        advice: "After the refused save, set both fields it changes: the message and $0.focus = .phone."
      ) {
        Reduce { state, action in
          let before = state.focus
          let effect = ContactFormDomain().reduce(into: &state, action: action)
          if state.message == ContactFormDomain.phoneMessage { state.focus = before }
          return effect
        }
      },
      .reducer(
        "an edit of the phone keeps the message", replacing: ContactFormDomain.self,
        advice: """
          After the refused save, edit the phone and say what the edit changes: the phone and \
          $0.message = nil.
          """
      ) {
        Reduce { state, action in
          let message = state.message
          let effect = ContactFormDomain().reduce(into: &state, action: action)
          if case .binding(\.phone) = action { state.message = message }
          return effect
        }
      },
    ]
  }
}

extension ThirdFieldTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    typealias Form = ContactFormDomain

    @Test("Save checks the fields in order; each refusal moves the focus to its field")
    func checksInOrder() async {
      let store = TestStore(
        initialState: Form.State(name: "", email: "nope", phone: "1", focus: .phone)
      ) {
        Form()
      }
      await store.send(.saveButtonTapped) {
        $0.message = Form.nameMessage
        $0.focus = .name
      }
      await store.send(.binding(.set(\.name, "Ada"))) {
        $0.name = "Ada"
        $0.message = nil
      }
      await store.send(.saveButtonTapped) {
        $0.message = Form.emailMessage
        $0.focus = .email
      }
      await store.send(.binding(.set(\.email, "ada@example.com"))) {
        $0.email = "ada@example.com"
        $0.message = nil
      }
      await store.send(.saveButtonTapped) {
        $0.message = Form.phoneMessage
        $0.focus = .phone
      }
    }

    @Test(
      "a phone that is not 7 digits is refused", arguments: ["", "123456", "555-1234", "12345ab"])
    func badPhones(phone: String) async {
      let store = TestStore(initialState: Form.State(name: "Ada", email: "a@b", phone: phone)) {
        Form()
      }
      await store.send(.saveButtonTapped) {
        $0.message = Form.phoneMessage
        $0.focus = .phone
      }
    }

    @Test("an edit of the phone clears the message; a valid save sends the delegate")
    func phoneEditClearsAndSaves() async {
      let store = TestStore(
        initialState: Form.State(
          name: "Ada", email: "a@b", phone: "1", message: Form.phoneMessage, focus: .phone)
      ) {
        Form()
      }
      await store.send(.binding(.set(\.phone, "1234567"))) {
        $0.phone = "1234567"
        $0.message = nil
      }
      await store.send(.saveButtonTapped)
      await store.receive(.delegate(.saved(name: "Ada", email: "a@b", phone: "1234567")))
    }
  }
}
