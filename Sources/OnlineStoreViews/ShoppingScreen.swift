import TerminalUI

/// What the shopping screens keep of their own, outside the store (what SwiftUI keeps in
/// `@State` and `@FocusState`): the selected product, the selected cart row, and which button of
/// the open dialog has the focus. Moving any of them sends no action.
public struct ShoppingScreen: Equatable, Sendable {
  /// The index of the selected product.
  public var productSelection: Int
  /// The index of the selected cart row.
  public var cartSelection: Int
  /// The focused button of the open alert or confirmation dialog.
  public var dialogFocus: DialogFocus

  /// A screen with the first product and the first cart row selected.
  public init(
    productSelection: Int = 0, cartSelection: Int = 0, dialogFocus: DialogFocus = DialogFocus()
  ) {
    self.productSelection = productSelection
    self.cartSelection = cartSelection
    self.dialogFocus = dialogFocus
  }
}
