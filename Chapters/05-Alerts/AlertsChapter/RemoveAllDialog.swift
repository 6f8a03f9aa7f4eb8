import Composable

extension ConfirmationDialogState where Action == AlertsAppDomain.Action.ConfirmationDialog {
  /// "Remove all items?": "Remove all" (destructive) sets every count to 0; "Cancel" (cancel
  /// role, no action) only closes the dialog, so tapping it sends `.dismiss`.
  public static func removeAll(itemCount: Int) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Remove all items?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemoveAll) { TextState("Remove all") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(
        "\(itemCount) item\(itemCount == 1 ? "" : "s") in the cart-to-be: every count goes back to 0."
      )
    }
  }
}
