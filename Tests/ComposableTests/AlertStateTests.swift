import TestTags
import Testing

@testable import Composable

private enum AlertAction: Equatable, Hashable {
  case confirm
  case cancel
}

private func purchaseAlert(message: String = "Pay $10?") -> AlertState<AlertAction> {
  AlertState {
    TextState("Confirm your purchase")
  } actions: {
    ButtonState(role: .destructive, action: .confirm) { TextState("Pay") }
    ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
  } message: {
    TextState(message)
  }
}

@Suite(.tags(.core, .alerts)) struct AlertStateTests {
  @Test func alertsBuiltAlikeAreEqualDespiteTheirIDs() {
    let first = purchaseAlert()
    let second = purchaseAlert()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
  }

  @Test func alertsDifferByTitleMessageOrButtons() {
    var retitled = purchaseAlert()
    retitled.title = "Other"
    var fewerButtons = purchaseAlert()
    fewerButtons.buttons.removeLast()
    #expect(purchaseAlert() != retitled)
    #expect(purchaseAlert() != purchaseAlert(message: "Pay $20?"))
    #expect(purchaseAlert() != fewerButtons)
  }

  @Test func alertWithoutMessageOrButtons() {
    let alert = AlertState<AlertAction> { TextState("Done") }
    #expect(alert.message == nil)
    #expect(alert.buttons.isEmpty)
    #expect(alert.title.string == "Done")
  }

  @Test func mapTransformsButtonActions() {
    let mapped = purchaseAlert().map { $0 == .confirm ? "yes" : "no" }
    #expect(mapped.buttons.map(\.action) == ["yes", "no"])
    #expect(mapped.title == purchaseAlert().title)
    #expect(mapped.message == purchaseAlert().message)
  }

  @Test func buttonsCompareLabelRoleAndActionNotID() {
    let button = ButtonState<AlertAction>(role: .cancel, action: .cancel) { "Cancel" }
    let twin = ButtonState<AlertAction>(role: .cancel, action: .cancel) { "Cancel" }
    #expect(button.id != twin.id)
    #expect(button == twin)
    #expect(button != ButtonState(role: .destructive, action: .cancel) { "Cancel" })
    #expect(button != ButtonState(role: .cancel, action: .confirm) { "Cancel" })
    #expect(button != ButtonState(role: .cancel, action: .cancel) { "Close" })
    #expect(button != ButtonState(role: .cancel) { "Cancel" })
  }

  @Test func buttonBuilderTakesConditionsAndLoops() {
    func alert(includeCancel: Bool) -> AlertState<Int> {
      AlertState {
        "Pick"
      } actions: {
        for number in 1...2 {
          ButtonState(action: number) { "\(number)" }
        }
        if includeCancel {
          ButtonState(role: .cancel) { "Cancel" }
        }
      }
    }
    #expect(alert(includeCancel: true).buttons.map(\.label.string) == ["1", "2", "Cancel"])
    #expect(alert(includeCancel: false).buttons.map(\.label.string) == ["1", "2"])
  }

  @Test func textStateComparesItsString() {
    let name = "Blob"
    #expect(TextState("Hi") == "Hi")
    #expect(TextState("Hi \(name)") == TextState(verbatim: "Hi Blob"))
    #expect(TextState("Hi") != TextState("Bye"))
    #expect(String(state: TextState("Hi")) == "Hi")
    #expect(TextState("Hi").description == "Hi")
  }

  @Test func confirmationDialogsCompareContentNotID() {
    func dialog(_ visibility: ConfirmationDialogState<AlertAction>.Visibility)
      -> ConfirmationDialogState<AlertAction>
    {
      ConfirmationDialogState(titleVisibility: visibility) {
        "Remove item?"
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { "Remove" }
      }
    }
    #expect(dialog(.visible) == dialog(.visible))
    #expect(dialog(.visible).id != dialog(.visible).id)
    #expect(dialog(.visible) != dialog(.hidden))
  }
}
