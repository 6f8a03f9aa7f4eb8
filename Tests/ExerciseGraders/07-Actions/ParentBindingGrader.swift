import Composable
import ComposableTesting
import Exercises
import Testing

/// Grades actions.parent-binding: the parent logs the switch's new value on each of its
/// bindings, and nothing for the nickname.
@MainActor
@Suite(
  .exercise(
    "actions.parent-binding", isStarted: ParentBindingExercise.isStarted,
    file: "Exercises/Workbook/07-Actions/ParentBinding.swift"))
struct ParentBindingGrader {
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

  @Test("your testSwitchIsLogged passes on your AccountScreenDomain")
  func learnersTestPassesOnTheirs() async {
    // Any failure here is your test's own, reported at its line in ParentBinding.swift.
    await testSwitchIsLogged(AccountScreenDomain())
  }

  @Test("your testSwitchIsLogged fails on a screen that logs every binding")
  func learnersTestCatchesLoggingEverything() async {
    await expectLearnersTest(
      "testSwitchIsLogged", toCatch: "the nickname's edits are logged too",
      advice: """
        Edit the nickname between the two switches, and say only what the edit changes: the \
        nickname, not the log.
        """
    ) {
      await testSwitchIsLogged(LoggingScreen(logsEveryBinding: true, parentFirst: false))
    }
  }

  @Test("your testSwitchIsLogged fails on a screen whose parent runs before the child")
  func learnersTestCatchesTheOldValue() async {
    await expectLearnersTest(
      "testSwitchIsLogged", toCatch: "the parent logs the switch's old value",
      advice: """
        Say the whole log after each switch: $0.log = ["notifications on"] after switching on. \
        A parent that runs before the child logs "notifications off" there.
        """
    ) {
      await testSwitchIsLogged(LoggingScreen(logsEveryBinding: false, parentFirst: true))
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
