import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades sheets.second-destination: the delete alert is a second case of the account's
/// destination enum; it replaces the form, Delete deletes, Cancel does not.
extension SecondDestinationExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of AccountDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "Delete has no destructive role", replacing: AccountDomain.self,
        advice: """
          After .deleteButtonTapped set the whole alert in the closure: \
          $0.destination = .alert(.deleteAccount). The exhaustive store then compares every button.
          """
      ) {
        Reduce { state, action in
          if action == .deleteButtonTapped {
            state.destination = .alert(
              AlertState {
                TextState("Delete your account?")
              } actions: {
                ButtonState(action: .confirmDeletion) { TextState("Delete") }
                ButtonState(role: .cancel) { TextState("Cancel") }
              } message: {
                TextState("This cannot be undone.")
              })
            return .none
          }
          return AccountDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "Delete leaves isDeleted false", replacing: AccountDomain.self,
        advice: """
          After .destination(.presented(.alert(.confirmDeletion))) say what it changes: \
          $0.destination = nil and $0.isDeleted = true.
          """
      ) {
        Reduce { state, action in
          if action == .destination(.presented(.alert(.confirmDeletion))) {
            state.destination = nil
            return .none
          }
          return AccountDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension SecondDestinationTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    typealias Alert = AlertState<AccountDomain.Destination.Alert>

    @Test("the alert: Delete your account?, This cannot be undone., Delete (destructive), Cancel")
    func theAlert() {
      let alert = Alert.deleteAccount
      #expect(alert.title == TextState("Delete your account?"), "the title: \"Delete your account?\"")
      #expect(
        alert.message == TextState("This cannot be undone."),
        "the message: \"This cannot be undone.\" (chapter 5, \"AlertState, ButtonState, TextState\")")
      #expect(alert.buttons.map(\.label.string) == ["Delete", "Cancel"], "the buttons, in order")
      #expect(
        alert.buttons.map(\.role) == [.destructive, .cancel], "Delete is destructive, Cancel cancels")
      #expect(alert.buttons.map(\.action) == [.confirmDeletion, nil], "Cancel has no action")
    }

    @Test("Delete account replaces the open form with the alert")
    func alertReplacesTheForm() async {
      let store = TestStore(
        initialState: AccountDomain.State(
          name: "Ada", destination: .editName(EditNameDomain.State(name: "Ada")))
      ) {
        AccountDomain()
      }
      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(.deleteAccount)
      }
    }

    @Test("Delete deletes the account and clears the alert; Cancel (.dismiss) only clears it")
    func theButtons() async {
      let store = TestStore(
        initialState: AccountDomain.State(name: "Ada", destination: .alert(.deleteAccount))
      ) {
        AccountDomain()
      }
      await store.send(.destination(.dismiss)) {
        $0.destination = nil
      }
      await store.send(.deleteButtonTapped) {
        $0.destination = .alert(.deleteAccount)
      }
      await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
        $0.destination = nil
        $0.isDeleted = true
      }
    }

    @Test("the form still works: Save stores the name and closes it")
    func theFormStillWorks() async {
      let store = TestStore(initialState: AccountDomain.State(name: "Ada")) {
        AccountDomain()
      }
      await store.send(.editButtonTapped) {
        $0.destination = .editName(EditNameDomain.State(name: "Ada"))
      }
      await store.send(.destination(.presented(.editName(.nameChanged("Grace"))))) {
        $0.destination?.modify(AccountDomain.Destination.State.editName) { $0.name = "Grace" }
      }
      await store.send(.destination(.presented(.editName(.saveButtonTapped))))
      await store.receive(.destination(.presented(.editName(.delegate(.saved("Grace")))))) {
        $0.name = "Grace"
        $0.destination = nil
      }
    }
  }
}
