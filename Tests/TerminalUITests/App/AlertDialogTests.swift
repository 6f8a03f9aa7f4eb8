import Composable
import Testing
import TerminalUI

@MainActor
@Suite("Alerts as dialog boxes")
struct AlertDialogTests {
  enum AlertAction: Equatable {
    case confirmPurchase
  }

  enum ParentAction: Equatable {
    case alert(PresentationAction<AlertAction>)
  }

  private let alert = AlertState<AlertAction>(
    title: { TextState("Confirm your purchase") },
    actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
      ButtonState(action: .confirmPurchase) { TextState("Pay now") }
    },
    message: { TextState("Do you want to proceed with your purchase of $42?") })

  @Test("an alert's title, message and buttons make the dialog")
  func dialog() {
    let size = TerminalSize(columns: 60, rows: 12)
    let terminal = screen(Dialog(alert: alert, focused: 1).lines(over: [], size: size), columns: 60, rows: 12)
    #expect(terminal.text.contains("Confirm your purchase"))
    #expect(terminal.text.contains("Do you want to proceed"))
    #expect(terminal.text.contains("$42?"))
    #expect(terminal.text.contains("[ Cancel ]  [›Pay now‹]"))
    #expect(Dialog(alert: alert, focused: 9).focused == 1)
  }

  @Test("tapping a button sends its action as presented, or dismiss when it has none")
  func tap() {
    #expect(alert.tap(buttonAt: 1, ParentAction.alert) == .alert(.presented(.confirmPurchase)))
    #expect(alert.tap(buttonAt: 0, ParentAction.alert) == .alert(.dismiss))
    #expect(alert.tap(buttonAt: 2, ParentAction.alert) == nil)
  }
}
