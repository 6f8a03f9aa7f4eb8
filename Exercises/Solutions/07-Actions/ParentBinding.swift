// Solution of actions.parent-binding · A binding the parent matches           (chapter 7, Actions)
//
// The parent matches one binding of its child by key path, `.settings(.binding(\.notificationsOn))`:
// an edit of the nickname goes by unseen. Its `Reduce` comes after the `Scope` into the child,
// so when it runs the child's `BindingReducer` has already set the field: the parent reads the
// new value. Before the `Scope`, it would read the old one.
//
// The test turns notifications on and off around a nickname edit and says what the parent
// logged each time: a parent that logs every binding fails the nickname step, and one that
// runs before the child logs the opposite of what happened.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum ParentBindingExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.parent-binding"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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
      case .settings(.binding(\.notificationsOn)):
        state.log.append(state.settings.notificationsOn ? "notifications on" : "notifications off")
        return .none
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
    let store = TestStore(initialState: AccountScreenDomain.State()) {
      AccountScreenDomain()
    }

    await store.send(.settings(.binding(.set(\.notificationsOn, true)))) {
      $0.settings.notificationsOn = true
      $0.log = ["notifications on"]
    }
    await store.send(.settings(.binding(.set(\.nickname, "ada")))) {
      $0.settings.nickname = "ada"
    }
    await store.send(.settings(.binding(.set(\.notificationsOn, false)))) {
      $0.settings.notificationsOn = false
      $0.log = ["notifications on", "notifications off"]
    }
  }
}
