import Composable

extension AlertState where Action == CartListDomain.Action.Alert {
  /// Asks the user to confirm paying `totalPriceString`: "Pay $X" or "Cancel".
  public static func confirmationAlert(totalPriceString: String) -> Self {
    AlertState {
      TextState("Confirm your purchase")
    } actions: {
      ButtonState(action: .didConfirmPurchase) { TextState("Pay \(totalPriceString)") }
      ButtonState(role: .cancel, action: .didCancelConfirmation) { TextState("Cancel") }
    } message: {
      TextState("Do you want to proceed with your purchase of \(totalPriceString)?")
    }
  }

  /// Tells the user the order went through; "Done" finishes the order.
  public static var successAlert: Self {
    AlertState {
      TextState("Thank you!")
    } actions: {
      ButtonState(action: .dismissSuccessAlert) { TextState("Done") }
    } message: {
      TextState("Your order is in process.")
    }
  }

  /// Tells the user the order failed; "Done" leaves the cart open to try again.
  public static var errorAlert: Self {
    AlertState {
      TextState("Oops!")
    } actions: {
      ButtonState(action: .dismissErrorAlert) { TextState("Done") }
    } message: {
      TextState("Unable to send order, try again later.")
    }
  }
}
