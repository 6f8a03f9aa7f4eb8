import Composable
import OnlineStore
import TestTags
import Testing

/// The cart's three alerts, exactly as ONLINESTORE.md specifies them.
@Suite("CartListDomain alerts", .tags(.app, .alerts))
struct CartListAlertsTests {
  typealias Alert = AlertState<CartListDomain.Action.Alert>

  @Test("confirmationAlert: title, message with the total, Pay → didConfirmPurchase, Cancel (cancel role)")
  func confirmationAlert() {
    let alert = Alert.confirmationAlert(totalPriceString: "$232.84")

    #expect(alert.title == TextState("Confirm your purchase"))
    #expect(alert.message == TextState("Do you want to proceed with your purchase of $232.84?"))
    #expect(alert.buttons.map(\.label) == [TextState("Pay $232.84"), TextState("Cancel")])
    #expect(alert.buttons.map(\.role) == [nil, .cancel])
    #expect(alert.buttons.map(\.action) == [.didConfirmPurchase, .didCancelConfirmation])
    #expect(
      alert
        == AlertState {
          TextState("Confirm your purchase")
        } actions: {
          ButtonState(action: .didConfirmPurchase) { TextState("Pay $232.84") }
          ButtonState(role: .cancel, action: .didCancelConfirmation) { TextState("Cancel") }
        } message: {
          TextState("Do you want to proceed with your purchase of $232.84?")
        })
  }

  @Test("confirmationAlert differs for a different total")
  func confirmationAlertDependsOnTheTotal() {
    #expect(Alert.confirmationAlert(totalPriceString: "$1.0") != Alert.confirmationAlert(totalPriceString: "$2.0"))
  }

  @Test("successAlert: Thank you!, Your order is in process., Done → dismissSuccessAlert")
  func successAlert() {
    let alert = Alert.successAlert

    #expect(alert.title == TextState("Thank you!"))
    #expect(alert.message == TextState("Your order is in process."))
    #expect(alert.buttons.map(\.label) == [TextState("Done")])
    #expect(alert.buttons.map(\.role) == [nil])
    #expect(alert.buttons.map(\.action) == [.dismissSuccessAlert])
    #expect(
      alert
        == AlertState {
          TextState("Thank you!")
        } actions: {
          ButtonState(action: .dismissSuccessAlert) { TextState("Done") }
        } message: {
          TextState("Your order is in process.")
        })
  }

  @Test("errorAlert: Oops!, Unable to send order, try again later., Done → dismissErrorAlert")
  func errorAlert() {
    let alert = Alert.errorAlert

    #expect(alert.title == TextState("Oops!"))
    #expect(alert.message == TextState("Unable to send order, try again later."))
    #expect(alert.buttons.map(\.label) == [TextState("Done")])
    #expect(alert.buttons.map(\.role) == [nil])
    #expect(alert.buttons.map(\.action) == [.dismissErrorAlert])
    #expect(
      alert
        == AlertState {
          TextState("Oops!")
        } actions: {
          ButtonState(action: .dismissErrorAlert) { TextState("Done") }
        } message: {
          TextState("Unable to send order, try again later.")
        })
  }
}
