// Solution of actions.gift-note-form · A form from nothing                    (chapter 7, Actions)
//
// A form's fields need no action each: the `Action` is a `BindableAction` with one case,
// `binding(BindingAction<State>)`, and `BindingReducer()`, first in the body, writes each value
// the view sends. The view's `@Bindable var store` gives `$store.to`, a binding that sends
// `.binding(.set(\.to, text))` at every keystroke.
//
// The form does not know what saving means for the order: it says so in a delegate action,
// `.delegate(.saved(note))`, sent with `.send` only when there is someone to send the gift to.
// The order listens for exactly that action, keeps the note and closes the form.

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum GiftNoteFormExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.gift-note-form"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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

/// The gift note form: two fields and Save, which hands the note to the parent.
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

  /// The fields, Save, and what the form tells its parent.
  public enum Action: Equatable, Sendable, BindableAction {
    /// A field changed.
    case binding(BindingAction<State>)
    /// "Save".
    case saveTapped
    /// What the form tells its parent.
    case delegate(Delegate)

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The note is written: the parent keeps it.
      case saved(GiftNote)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// The fields are written by `BindingReducer`; Save tells the parent, once "To" is filled in.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .saveTapped:
        guard !state.to.allSatisfy(\.isWhitespace) else { return .none }
        return .send(.delegate(.saved(GiftNote(to: state.to, message: state.message))))
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

  /// Opens the form; keeps what it saves and closes it.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addGiftNoteTapped:
        state.giftNote = GiftNoteDomain.State()
        return .none

      case let .giftNote(.delegate(.saved(note))):
        state.note = note
        state.giftNote = nil
        return .none

      case .giftNote:
        return .none
      }
    }
    .ifLet(\.giftNote, action: Action.giftNote) {
      GiftNoteDomain()
    }
  }
}

/// The form: "To" and "Message" fields bound to the store, and Save.
public struct GiftNoteView: View {
  /// The form's store.
  @Bindable public var store: StoreOf<GiftNoteDomain>

  /// The form drawn from `store`.
  public init(store: StoreOf<GiftNoteDomain>) {
    self.store = store
  }

  public var body: some View {
    Form {
      TextField("To", text: $store.to)
      TextField("Message", text: $store.message)
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
