// Exercise actions.parent-binding · A binding the parent matches
//
// `AccountScreenDomain` shows `SettingsDomain`, a form with two bound fields: a nickname and a
// notifications switch. The parent keeps a log of the switch: each time the switch changes it
// appends "notifications on" or "notifications off", the value the switch has now. Nickname edits
// are not logged. Make the parent listen:
//   • match the switch's binding by key path in the parent's `Reduce`:
//     `case .settings(.binding(\.notificationsOn)):`, and nothing else;
//   • read the new value: the parent's `Reduce` runs after the child (the `Scope` comes first),
//     so `state.settings.notificationsOn` is already the new one.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testSwitchIsLogged` (at the bottom), a TestStore test: switch on, edit the
// nickname, switch off, and say each time what the log holds.
//
// Done: the grader's tests pass. And they run your test on your screen (it must pass) and on
// screens broken on purpose (it must fail): one that logs every binding, and one whose parent
// runs before the child and logs the old value.
//
// Check it: `swift run kit check actions.parent-binding`
//       or: `swift test --filter ParentBindingGrader`
// Stuck? `swift run kit hint actions.parent-binding` gives one hint at a time.

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
      // TODO: match the switch's binding, and log its new value.
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
  @Test("Switch is logged")
  func switchIsLogged() async {
    // TODO: make a TestStore whose reducer is `account` (the reducer you are given, not
    // AccountScreenDomain(): that is how the grader hands you broken ones), from
    // AccountScreenDomain.State(). Send .settings(.binding(.set(\.notificationsOn, true))), then
    // a nickname edit, then the switch off; say each time what changes, the log included.
  }
}
