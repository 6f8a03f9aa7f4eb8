// Exercise actions.third-field · A third field                                (chapter 7, Actions)
//
// Build: make `phone` a real field: its edits clear the message, and Save checks it after the
//        email (7 digits at least, nothing else), refusing with `phoneMessage` and the focus.
// Test:  write "A bad phone refuses the save and takes the focus; an edit clears the message".
// Done:  the grader's checks pass, and your test fails on its broken forms: no phone check, a
//        refusal that leaves the focus, phone edits that keep the message.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint actions.third-field`
// Check: `swift run kit check actions.third-field` (or `swift test --filter ThirdFieldTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum ThirdFieldExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.third-field"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A contact form: name, email and phone, bound, validated on save.
public struct ContactFormDomain: Reducer, Sendable {
  /// The fields, the message, and the focus.
  public struct State: Equatable, Sendable {
    /// The name field.
    public var name: String
    /// The email field.
    public var email: String
    /// The phone field.
    public var phone: String
    /// Why the last save was refused.
    public var message: String?
    /// The field the cursor is in.
    public var focus: Field?

    /// A form with the given fields, no message, the focus on the name unless given.
    public init(
      name: String = "", email: String = "", phone: String = "", message: String? = nil,
      focus: Field? = .name
    ) {
      self.name = name
      self.email = email
      self.phone = phone
      self.message = message
      self.focus = focus
    }

    /// The form's fields, in order.
    public enum Field: Equatable, Hashable, Sendable {
      /// The name.
      case name
      /// The email.
      case email
      /// The phone.
      case phone
    }
  }

  /// Bindings, the Save button, and what the form tells its parent.
  public enum Action: Equatable, Sendable, BindableAction {
    /// A field, or the focus, changed.
    case binding(BindingAction<State>)
    /// "Save".
    case saveButtonTapped
    /// What the form tells its parent.
    case delegate(Delegate)

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The fields were valid: name, email, phone.
      case saved(name: String, email: String, phone: String)
    }
  }

  /// Shown for an empty name.
  public static let nameMessage = "Enter your name."
  /// Shown for an email without an "@".
  public static let emailMessage = "Enter an email with an @."
  /// Shown for a phone that is not at least 7 digits (digits only).
  public static let phoneMessage = "Enter a phone number of at least 7 digits."

  /// Creates the reducer.
  public init() {}

  /// Bindings first; an edit of any field clears the message; Save validates in field order.
  public var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.name) { _, _ in clearMessage }
      .onChange(of: \.email) { _, _ in clearMessage }
    // TODO: an edit of the phone clears the message too.
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none
      case .saveButtonTapped:
        if state.name.isEmpty {
          return refuse(&state, .name, Self.nameMessage)
        }
        if !state.email.contains("@") {
          return refuse(&state, .email, Self.emailMessage)
        }
        // TODO: check the phone: at least 7 characters, digits only; else refuse the save with
        //       `phoneMessage` and move the focus to `.phone`.
        return .send(.delegate(.saved(name: state.name, email: state.email, phone: state.phone)))
      }
    }
  }

  /// The reducer an edit runs: the message goes.
  private var clearMessage: Reduce<State, Action> {
    Reduce { state, _ in
      state.message = nil
      return .none
    }
  }

  /// Refuses the save: the message, and the focus on the bad field.
  private func refuse(_ state: inout State, _ field: State.Field, _ message: String) -> Effect<
    Action
  > {
    state.message = message
    state.focus = field
    return .none
  }
}

// Your tests, a Swift Testing suite: `swift test --filter ThirdFieldTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ContactFormDomain, where it
// must fail.
@MainActor
@Suite("actions.third-field · your tests", .exercise(ThirdFieldExercise.self))
struct ThirdFieldTests {
  @Test("A bad phone refuses the save and takes the focus; an edit clears the message")
  func phoneField() async {
    // TODO: prove, with a good name and email and a bad phone ("12ab"), that Save refuses it
    // (the message and the focus), that an edit of the phone clears the message, and that a save
    // with a good phone sends the delegate. It must fail on a form that never checks the phone,
    // one that refuses without moving the focus, and one whose phone edits keep the message.
  }
}
