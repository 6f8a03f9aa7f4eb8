import Composable
import ComposableTesting
import Exercises
import Testing

/// Grades actions.third-field: the phone is checked after the name and the email, a refusal
/// moves the focus to it, and an edit of it clears the message.
@MainActor
@Suite(
  .exercise(
    "actions.third-field", isStarted: ThirdFieldExercise.isStarted,
    file: "Exercises/Workbook/07-Actions/ThirdField.swift"))
struct ThirdFieldGrader {
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

  @Test("your testPhoneField passes on your ContactFormDomain")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in ThirdField.swift.
    await testPhoneField(Form())
  }

  @Test("your testPhoneField fails on a form that never checks the phone")
  func learnersTestCatchesNoCheck() async {
    await expectLearnersTest(
      "testPhoneField", toCatch: "the phone is never checked",
      advice: """
        Start from a bad phone ("12ab") with a good name and email, and say what the first save \
        changes: $0.message = ContactFormDomain.phoneMessage and $0.focus = .phone.
        """
    ) {
      await testPhoneField(
        Reduce { state, action in
          if action == .saveButtonTapped, !state.name.isEmpty, state.email.contains("@") {
            return .send(
              .delegate(.saved(name: state.name, email: state.email, phone: state.phone)))
          }
          return Form().reduce(into: &state, action: action)
        })
    }
  }

  @Test("your testPhoneField fails on a form that refuses without moving the focus")
  func learnersTestCatchesAFocusThatStays() async {
    await expectLearnersTest(
      "testPhoneField", toCatch: "a refused save leaves the focus where it was",
      advice:
        "After the refused save, set both fields it changes: the message and $0.focus = .phone."
    ) {
      await testPhoneField(
        Reduce { state, action in
          let before = state.focus
          let effect = Form().reduce(into: &state, action: action)
          if state.message == Form.phoneMessage { state.focus = before }
          return effect
        })
    }
  }

  @Test("your testPhoneField fails on a form whose phone edits keep the message")
  func learnersTestCatchesAStickyMessage() async {
    await expectLearnersTest(
      "testPhoneField", toCatch: "an edit of the phone keeps the message",
      advice: """
        After the refused save, edit the phone and say what the edit changes: the phone and \
        $0.message = nil.
        """
    ) {
      await testPhoneField(
        Reduce { state, action in
          let message = state.message
          let effect = Form().reduce(into: &state, action: action)
          if case .binding(\.phone) = action { state.message = message }
          return effect
        })
    }
  }
}
