import Composable
@testable import TerminalUI
import TestTags
import Testing

/// An alert whose only button sends a delegate action ("Thank you!" after paying): without a
/// cancel button it cannot be waved away, so its button is always pressed.
struct ThankYou: Reducer {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var isDone = false
  }

  enum Action: Equatable {
    case paid
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case done }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .paid:
        state.alert = AlertState {
          TextState("Thank you!")
        } actions: {
          ButtonState(action: .done) { TextState("Done") }
        }
      case .alert(.presented(.done)):
        state.isDone = true
      case .alert:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

struct ThankYouView: View {
  @Bindable var store: StoreOf<ThankYou>

  var body: some View {
    Button("Pay") { store.send(.paid) }
      .alert($store.scope(state: \.alert, action: ThankYou.Action.alert))
  }
}

@MainActor
@Suite("View alert without a cancel button", .tags(.terminalUI))
struct ViewAlertWithoutCancelTests {
  @Test("Esc does nothing on an alert without a cancel button; its button still works")
  func escapeDoesNothing() {
    let store = Store(initialState: ThankYou.State()) { ThankYou() }
    let host = ViewHost(ThankYouView(store: store), columns: 60, rows: 12)
    host.tap("Pay")

    host.press(.escape)

    #expect(store.alert != nil)
    #expect(host.screen.contains("Thank you!"))
    host.tap("Done")
    #expect(store.isDone)
    #expect(store.alert == nil)
  }

  @Test("the footer does not offer Esc there")
  func footerOffersNoEscape() {
    let store = Store(initialState: ThankYou.State()) { ThankYou() }
    let runtime = ViewRuntime(running: ThankYouView(store: store))
    _ = runtime.tap("Pay")

    #expect(runtime.hints() == [KeyHint("Enter", "press Done")])
  }
}
