import ChapterTestSupport
import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// Why the alert is nil after a button: the reducer-less `ifLet(\.$alert, action:)` clears it,
/// as SwiftUI does when a button is tapped. Without `ifLet` it would stay; with `ifLet`, an
/// action for an alert that is not there is reported.
@MainActor
@Suite("ifLet clears the alert after any button", .tags(.alerts), .timeLimit(.minutes(1)))
struct AlertClearingTests {
  /// A confirmation alert and nothing else: the smallest feature with `@Presents`.
  struct Confirmation: Reducer {
    struct State: Equatable {
      @Presents var alert: AlertState<Action.Alert>?
      var confirmed = false
    }

    enum Action: Equatable {
      case askTapped
      case alert(PresentationAction<Alert>)

      enum Alert: Equatable {
        case yes
      }
    }

    /// The alert `askTapped` presents: "Sure?", with Yes and a cancel button, No.
    static let alert = AlertState<Action.Alert> {
      TextState("Sure?")
    } actions: {
      ButtonState(action: .yes) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("No") }
    }

    /// Whether the body ends with `ifLet`: the tests compare the two.
    let presentsWithIfLet: Bool

    var body: some ReducerOf<Self> {
      let logic = Reduce<State, Action> { state, action in
        switch action {
        case .askTapped:
          state.alert = Self.alert
          return .none
        case .alert(.presented(.yes)):
          state.confirmed = true
          return .none
        case .alert(.dismiss):
          return .none
        }
      }
      if presentsWithIfLet {
        logic.ifLet(\.$alert, action: Action.alert)
      } else {
        logic
      }
    }
  }

  @Test("with ifLet: the button's action runs, then the alert is gone")
  func clearedByIfLet() async {
    let store = TestStore(initialState: Confirmation.State()) {
      Confirmation(presentsWithIfLet: true)
    }

    await store.send(.askTapped) {
      $0.alert = Confirmation.alert
    }
    await store.send(.alert(.presented(.yes))) {
      $0.confirmed = true
      $0.alert = nil
    }
  }

  @Test("a button without an action sends .dismiss, which also clears the alert")
  func dismissClears() async {
    let store = TestStore(initialState: Confirmation.State()) {
      Confirmation(presentsWithIfLet: true)
    }
    await store.send(.askTapped) {
      $0.alert = Confirmation.alert
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test("without ifLet the alert stays after its button: the screen would show it again")
  func staysWithoutIfLet() async {
    let store = TestStore(initialState: Confirmation.State()) {
      Confirmation(presentsWithIfLet: false)
    }
    await store.send(.askTapped) {
      $0.alert = Confirmation.alert
    }
    await store.send(.alert(.presented(.yes))) {
      $0.confirmed = true
    }
    #expect(store.state.alert != nil)
  }

  @Test("a button's action after the alert is gone is reported by ifLet")
  func actionWithoutAlert() async {
    let store = TestStore(initialState: Confirmation.State()) {
      Confirmation(presentsWithIfLet: true)
    }

    await withKnownIssue {
      await store.send(.alert(.presented(.yes))) {
        $0.confirmed = true
      }
    } matching: { issue in
      issue.message.contains("received a presentation action when destination state was absent")
        && issue.message.contains("Confirmation.Action.alert(.presented(.yes))")
    }
  }
}
