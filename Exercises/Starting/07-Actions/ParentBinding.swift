// Exercise actions.parent-binding · A binding the parent matches              (chapter 7, Actions)
//
// Build: `AccountScreenDomain` logs its notifications switch, "notifications on" or "...off", by
//        matching `.settings(.binding(\.notificationsOn))` in its `Reduce`; nickname edits are not.
// Test:  write "Each change of the switch is logged with its new value; a nickname edit is not".
// Done:  the grader's checks pass, and your test fails on its broken screens: one that logs
//        every binding, and one whose parent runs before the child and logs the old value.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint actions.parent-binding`
// Check: `swift run kit check actions.parent-binding` (or `swift test --filter ParentBindingTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum ParentBindingExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.parent-binding"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The settings form: a nickname and a notifications switch, both bound.
public struct SettingsDomain: Reducer, Sendable {
  /// The form's fields.
  public struct State: Equatable, Sendable {
    /// The nickname field.
    public var nickname: String
    /// The notifications switch.
    public var notificationsOn: Bool

    /// A form with the given fields.
    public init(nickname: String = "", notificationsOn: Bool = false) {
      self.nickname = nickname
      self.notificationsOn = notificationsOn
    }
  }

  /// A field changed.
  public enum Action: Equatable, Sendable, BindableAction {
    /// A field changed.
    case binding(BindingAction<State>)
  }

  /// Creates the reducer.
  public init() {}

  /// The bindings, and nothing else.
  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// The account screen: the settings form, and a log of what the switch did.
public struct AccountScreenDomain: Reducer, Sendable {
  /// The settings, and the log the parent keeps.
  public struct State: Equatable, Sendable {
    /// The settings form.
    public var settings: SettingsDomain.State
    /// "notifications on" or "notifications off", once per change of the switch.
    public var log: [String]

    /// An account screen with the given settings and log.
    public init(settings: SettingsDomain.State = SettingsDomain.State(), log: [String] = []) {
      self.settings = settings
      self.log = log
    }
  }

  /// An action of the settings form.
  public enum Action: Equatable, Sendable {
    /// An action of the settings form.
    case settings(SettingsDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// The form first, then the parent listening to the switch.
  public var body: some ReducerOf<Self> {
    Scope(state: \.settings, action: Action.settings) {
      SettingsDomain()
    }
    Reduce { state, action in
      switch action {
      // TODO: match `.settings(.binding(\.notificationsOn))` and append "notifications on" or
      //       "notifications off": this `Reduce` runs after the `Scope`, so it reads the new value.
      case .settings:
        return .none
      }
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter ParentBindingTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of AccountScreenDomain, where it
// must fail.
@MainActor
@Suite("actions.parent-binding · your tests", .exercise(ParentBindingExercise.self))
struct ParentBindingTests {
  @Test("Each change of the switch is logged with its new value; a nickname edit is not")
  func switchIsLogged() async {
    // TODO: prove that switching notifications on, then off, logs each new value, and that a
    // nickname edit between them logs nothing. It must fail on a screen that logs every binding,
    // and on one whose parent runs before the child and logs the old value.
  }
}
