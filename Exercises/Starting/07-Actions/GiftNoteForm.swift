// Exercise actions.gift-note-form · A form from nothing                       (chapter 7, Actions)
//
// Build: `GiftOrderDomain` opens `GiftNoteDomain`, a form with a Save button and nothing else:
//        write its fields, its view and what it tells its parent. Each TODO gives the names the
//        grader uses.
// Done:  the grader draws `GiftOrderView` and uses it: Add a gift note, type "Ada" into To, Tab,
//        a message, Save: the order keeps the note and the form closes. Each keystroke reaches
//        the form as `.giftNote(.binding(…))`; a Save with To empty keeps the form open.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint actions.gift-note-form`
// Check: `swift run kit check actions.gift-note-form` (or `swift test --filter GiftNoteFormGrader`)

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum GiftNoteFormExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.gift-note-form"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A note that goes with a gift: whom it is for, and what it says.
public struct GiftNote: Equatable, Sendable {
  /// Whom the gift is for.
  public var to: String
  /// What the note says.
  public var message: String

  /// A note to `to` that says `message`.
  public init(to: String, message: String) {
    self.to = to
    self.message = message
  }
}

/// The gift note form: Save.
public struct GiftNoteDomain: Reducer, Sendable {
  /// What the fields hold.
  public struct State: Equatable, Sendable {
    /// The "To" field.
    public var to: String
    /// The "Message" field.
    public var message: String

    /// A form holding `to` and `message`.
    public init(to: String = "", message: String = "") {
      self.to = to
      self.message = message
    }
  }

  /// Save.
  public enum Action: Equatable, Sendable {
    // TODO: the fields' one case: `Action` conforms to `BindableAction` with
    //       `case binding(BindingAction<State>)`.
    // TODO: what the form tells its parent: `case delegate(Delegate)`, with
    //       `public enum Delegate: Equatable, Sendable { case saved(GiftNote) }`.
    /// "Save".
    case saveTapped
  }

  /// Creates the reducer.
  public init() {}

  /// Save does nothing yet.
  public var body: some ReducerOf<Self> {
    // TODO: the reducer that writes the fields, first in the body: `BindingReducer()`.
    Reduce { state, action in
      switch action {
      case .saveTapped:
        // TODO: tell the parent, once "To" holds more than spaces: return
        //       `.send(.delegate(.saved(GiftNote(to:message:))))`. Otherwise Save does nothing.
        return .none
      }
    }
  }
}

/// A gift order: its note, and the form that writes it while it is open.
public struct GiftOrderDomain: Reducer, Sendable {
  /// The note kept, and the form while it is open.
  public struct State: Equatable, Sendable {
    /// The form, while it is open.
    public var giftNote: GiftNoteDomain.State?
    /// The note the form saved, if it did.
    public var note: GiftNote?

    /// An order with no form open and no note.
    public init(giftNote: GiftNoteDomain.State? = nil, note: GiftNote? = nil) {
      self.giftNote = giftNote
      self.note = note
    }
  }

  /// "Add a gift note", and the form's actions.
  public enum Action: Equatable, Sendable {
    /// "Add a gift note": opens the form.
    case addGiftNoteTapped
    /// An action of the form.
    case giftNote(GiftNoteDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Opens the form.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addGiftNoteTapped:
        state.giftNote = GiftNoteDomain.State()
        return .none

      // TODO: on `.giftNote(.delegate(.saved(note)))`, keep the note in `note` and close the
      //       form (`giftNote = nil`).

      case .giftNote:
        return .none
      }
    }
    .ifLet(\.giftNote, action: Action.giftNote) {
      GiftNoteDomain()
    }
  }
}

/// The form: Save.
public struct GiftNoteView: View {
  /// The form's store.
  public let store: StoreOf<GiftNoteDomain>

  /// The form drawn from `store`.
  public init(store: StoreOf<GiftNoteDomain>) {
    self.store = store
  }

  public var body: some View {
    Form {
      // TODO: the two fields, bound to the store (which becomes `@Bindable public var store`):
      //       `TextField("To", text: $store.to)`, then `TextField("Message", text: $store.message)`.
      Button("Save") { store.send(.saveTapped) }
    }
  }
}

/// The order: the saved note, and the form in place of "Add a gift note" while it is open.
public struct GiftOrderView: View {
  /// The order's store.
  public let store: StoreOf<GiftOrderDomain>

  /// The order drawn from `store`.
  public init(store: StoreOf<GiftOrderDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      if let note = store.note {
        Text("Gift note to \(note.to): \(note.message)")
      }
      if let formStore = store.scope(state: \.giftNote, action: GiftOrderDomain.Action.giftNote) {
        GiftNoteView(store: formStore)
      } else {
        Button("Add a gift note") { store.send(.addGiftNoteTapped) }
      }
    }
  }
}
