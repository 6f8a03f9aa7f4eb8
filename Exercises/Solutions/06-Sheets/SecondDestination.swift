// Solution of sheets.second-destination · A second destination                 (chapter 6, Sheets)
//
// The alert is one more case of the destination enum, so presenting it is one assignment,
// `state.destination = .alert(.deleteAccount)`, and it replaces the form if the form was open:
// the enum cannot hold both. Its button is handled in the parent, like the form's delegate;
// `ifLet` clears the alert after it.
//
// The test presents the form, then the alert over it (replacing it), then confirms: a wrong
// alert fails the second step (the whole alert is compared), and a Delete that does nothing
// fails the third.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum SecondDestinationExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.second-destination"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The form that renames the account, presented as a sheet.
public struct EditNameDomain: Reducer, Sendable {
  /// The name field.
  public struct State: Equatable, Sendable {
    /// The name being edited.
    public var name: String

    /// A form holding `name`.
    public init(name: String) {
      self.name = name
    }
  }

  /// Editing, saving, and what the form tells its parent.
  public enum Action: Equatable, Sendable {
    /// The name field changed.
    case nameChanged(String)
    /// "Save".
    case saveButtonTapped
    /// What the form tells its parent.
    case delegate(Delegate)

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user saved this name.
      case saved(String)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// Edits the name; Save hands it to the parent.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .send(.delegate(.saved(state.name)))
      case .delegate:
        return .none
      }
    }
  }
}

/// The account screen: its name, and one destination at a time: the rename form or the delete
/// alert.
public struct AccountDomain: Reducer, Sendable {
  /// The account, and what is presented over it.
  public struct State: Equatable, Sendable {
    /// The account's name.
    public var name: String
    /// Whether the account was deleted.
    public var isDeleted: Bool
    /// The rename form or the delete alert, while one is shown.
    @Presents public var destination: Destination.State?

    /// An account named `name`, not deleted, nothing presented unless given.
    public init(name: String, isDeleted: Bool = false, destination: Destination.State? = nil) {
      self.name = name
      self.isDeleted = isDeleted
      self.destination = destination
    }
  }

  /// The screen's buttons and its destination's actions.
  public enum Action: Equatable, Sendable {
    /// "Edit": presents the rename form.
    case editButtonTapped
    /// "Delete account": asks first, with the alert.
    case deleteButtonTapped
    /// An action of the presented destination, or its dismissal.
    case destination(PresentationAction<Destination.Action>)
  }

  /// What the account screen can present.
  public struct Destination: Reducer, Sendable {
    /// The presented destination.
    public enum State: Equatable, Sendable, CaseReducerState {
      /// The rename form, a sheet.
      case editName(EditNameDomain.State)
      /// "Delete your account?".
      case alert(AlertState<Alert>)
    }

    /// An action of the presented destination.
    public enum Action: Equatable, Sendable {
      /// An action of the rename form.
      case editName(EditNameDomain.Action)
      /// A button of the alert.
      case alert(Alert)
    }

    /// The alert's buttons that do something.
    public enum Alert: Equatable, Sendable {
      /// "Delete".
      case confirmDeletion
    }

    /// Creates the reducer.
    public init() {}

    /// The form's reducer in its case; the alert has none.
    public var body: some ReducerOf<Self> {
      Scope(state: State.editName, action: Action.editName) {
        EditNameDomain()
      }
    }
  }

  /// Creates the reducer.
  public init() {}

  /// The screen's logic, then its destination.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .editName(EditNameDomain.State(name: state.name))
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteAccount)
        return .none

      case .destination(.presented(.editName(.delegate(.saved(let name))))):
        state.name = name
        state.destination = nil
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        state.isDeleted = true
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}

extension AlertState where Action == AccountDomain.Destination.Alert {
  /// "Delete your account?": "Delete" (destructive) → `.confirmDeletion`; "Cancel" (cancel role,
  /// no action).
  public static var deleteAccount: Self {
    AlertState {
      TextState("Delete your account?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter SecondDestinationTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of AccountDomain, where it
// must fail.
@MainActor
@Suite("sheets.second-destination · your tests", .exercise(SecondDestinationExercise.self))
struct SecondDestinationTests {
  @Test("Delete account replaces the form with the alert, and Delete deletes")
  func deleteAccount() async {
    let store = TestStore(initialState: AccountDomain.State(name: "Ada")) {
      AccountDomain()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editName(EditNameDomain.State(name: "Ada"))
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteAccount)
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.isDeleted = true
    }
  }
}
