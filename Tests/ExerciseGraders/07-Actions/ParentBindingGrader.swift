import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades actions.parent-binding: the parent logs the switch's new value on each of its
/// bindings, and nothing for the nickname.
extension ParentBindingExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of AccountScreenDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the nickname's edits are logged too", replacing: AccountScreenDomain.self,
        advice: """
          Edit the nickname between the two switches, and say only what the edit changes: the \
          nickname, not the log.
          """
      ) {
        LoggingScreen(logsEveryBinding: true, parentFirst: false)
      },
      .reducer(
        "the parent logs the switch's old value", replacing: AccountScreenDomain.self,
        advice: """
          Say the whole log after each switch: $0.log = ["notifications on"] after switching on. \
          A parent that runs before the child logs "notifications off" there.
          """
      ) {
        LoggingScreen(logsEveryBinding: false, parentFirst: true)
      },
    ]
  }
}

extension ParentBindingTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("the switch is logged with its new value, each time it changes")
    func switchIsLogged() async {
      let store = TestStore(
        initialState: AccountScreenDomain.State(settings: SettingsDomain.State(notificationsOn: true))
      ) {
        AccountScreenDomain()
      }
      await store.send(.settings(.binding(.set(\.notificationsOn, false)))) {
        $0.settings.notificationsOn = false
        $0.log = ["notifications off"]
      }
      await store.send(.settings(.binding(.set(\.notificationsOn, true)))) {
        $0.settings.notificationsOn = true
        $0.log = ["notifications off", "notifications on"]
      }
    }

    @Test("a nickname edit is not logged")
    func nicknameIsNotLogged() async {
      let store = TestStore(initialState: AccountScreenDomain.State()) { AccountScreenDomain() }
      await store.send(.settings(.binding(.set(\.nickname, "grace")))) {
        $0.settings.nickname = "grace"
      }
    }
  }
}

/// An account screen built like the exercise's, that logs too much or reads too early.
private struct LoggingScreen: Reducer {
  let logsEveryBinding: Bool
  let parentFirst: Bool

  var body: some ReducerOf<AccountScreenDomain> {
    if parentFirst {
      log
      Scope(state: \.settings, action: AccountScreenDomain.Action.settings) { SettingsDomain() }
    } else {
      Scope(state: \.settings, action: AccountScreenDomain.Action.settings) { SettingsDomain() }
      log
    }
  }

  /// Logs the switch's value as the state holds it when this runs.
  private var log: Reduce<AccountScreenDomain.State, AccountScreenDomain.Action> {
    Reduce { state, action in
      switch action {
      case .settings(.binding(\.notificationsOn)):
        state.log.append(state.settings.notificationsOn ? "notifications on" : "notifications off")
      case .settings where logsEveryBinding:
        state.log.append(state.settings.notificationsOn ? "notifications on" : "notifications off")
      case .settings:
        break
      }
      return .none
    }
  }
}
