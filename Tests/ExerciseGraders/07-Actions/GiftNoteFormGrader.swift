import Composable
import ExerciseGrading
@testable import Exercises
import TerminalUI
import Testing

// Grades actions.gift-note-form: the learner's form, its bindings and its delegate, written from
// nothing and used as a user uses it. The grader cannot name the cases the learner adds
// (binding, delegate), so it draws GiftOrderView with a ViewHost over a real store, types into
// the fields, taps Save, and reads the order's state and the spelling of the actions it received.
@MainActor
@Suite(
  .exercise(GiftNoteFormExercise.self))
struct GiftNoteFormGrader {
  @Test("the form's Action is a BindableAction")
  func actionIsBindable() {
    #expect(
      isBindableAction(GiftNoteDomain.Action.self),
      """
      GiftNoteDomain.Action should conform to BindableAction, with case \
      binding(BindingAction<State>): that is what lets $store.to send .binding(.set(\\.to, text)).
      """)
  }

  @Test("To and Message take typing: each keystroke is a .giftNote(.binding(…)) that BindingReducer writes")
  func fieldsTakeTyping() {
    let (store, received, host) = order()

    guard fillInTheForm(host) else { return }

    #expect(
      received.containsOne(spelling: "giftNote(", "binding("),
      """
      Each keystroke should reach the order as .giftNote(.binding(…)): the form's Action is a \
      BindableAction with case binding(BindingAction<State>), and the field is \
      TextField("To", text: $store.to). The store received:
      \(received.listed)
      """)
    #expect(
      store.giftNote == GiftNoteDomain.State(to: "Ada", message: "Happy birthday"),
      """
      The form should hold what was typed, To "Ada" and Message "Happy birthday": \
      BindingReducer(), first in the form's body, writes each binding. It holds \
      \(String(describing: store.giftNote)).
      """)
  }

  @Test("Save hands the note to the order as .giftNote(.delegate(.saved(…))); the order keeps it and closes the form")
  func saveTellsTheParent() {
    let (store, received, host) = order()

    guard fillInTheForm(host) else { return }
    host.tap("Save")

    #expect(
      received.containsOne(spelling: "giftNote(", "delegate(", "saved("),
      """
      Save should send .delegate(.saved(GiftNote(to: state.to, message: state.message))) with \
      .send, which reaches the order as .giftNote(.delegate(.saved(…))). The store received:
      \(received.listed)
      """)
    #expect(
      store.note == GiftNote(to: "Ada", message: "Happy birthday"),
      """
      The order should keep the saved note: match .giftNote(.delegate(.saved(note))) in \
      GiftOrderDomain and set state.note = note. It holds \(String(describing: store.note)).
      """)
    #expect(
      store.giftNote == nil && host.screen.contains("Gift note to Ada: Happy birthday"),
      "The order should close the form (giftNote = nil) once it kept the note; the screen reads:\n\(host.screen)")
  }

  @Test("Save with To empty keeps the form open and sends no delegate")
  func saveWithoutRecipient() {
    let (store, received, host) = order()

    host.tap("Add a gift note")
    host.press(.tab)
    if host.focusedTitle == "Message" {
      host.type("No name")
    }
    host.tap("Save")

    #expect(store.note == nil, "A note to nobody should not be saved; the order holds \(String(describing: store.note))")
    #expect(store.giftNote != nil, "With To empty, Save should keep the form open")
    #expect(
      !received.containsOne(spelling: "delegate("),
      "With To empty, Save should send no delegate action; the store received:\n\(received.listed)")
  }

  /// Opens the form and types "Ada" into To, then, after Tab, "Happy birthday" into Message, as
  /// a user would; returns false, with what the form lacks recorded, when a field is missing.
  private func fillInTheForm(
    _ host: ViewHost<GiftOrderView>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    host.tap("Add a gift note")
    guard typeInto("To", "Ada", host, sourceLocation: sourceLocation) else { return false }
    host.press(.tab)
    return typeInto("Message", "Happy birthday", host, sourceLocation: sourceLocation)
  }

  /// Types `text` into the field titled `title` when it has the focus; otherwise records what
  /// the form lacks and returns false.
  private func typeInto(
    _ title: String, _ text: String, _ host: ViewHost<GiftOrderView>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    guard host.focusedTitle == title else {
      Issue.record(
        """
        The focus should be on the field "\(title)" here (the form's fields come first, To \
        then Message: TextField("\(title)", text: $store.…)); it is on \
        \(host.focusedTitle.map { "\"\($0)\"" } ?? "nothing"). The screen reads:
        \(host.screen)
        """,
        sourceLocation: sourceLocation)
      return false
    }
    host.type(text)
    return true
  }

  /// A real store of the learner's order, the actions it received, and the learner's view of it
  /// in a 60 × 16 host.
  private func order() -> (StoreOf<GiftOrderDomain>, ReceivedActions<GiftOrderDomain.Action>, ViewHost<GiftOrderView>) {
    let received = ReceivedActions<GiftOrderDomain.Action>()
    let store = Store(initialState: GiftOrderDomain.State()) {
      received.recorder()
      GiftOrderDomain()
    }
    return (store, received, ViewHost(GiftOrderView(store: store), columns: 60, rows: 16))
  }
}

/// Whether `type` conforms to `BindableAction`, asked at run time, as the learner adds it.
private func isBindableAction(_ type: Any.Type) -> Bool {
  type is any BindableAction.Type
}
