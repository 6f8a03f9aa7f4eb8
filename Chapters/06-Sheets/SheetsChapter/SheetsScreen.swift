import TerminalUI

/// What the app's screen keeps of its own, outside the store (what SwiftUI keeps in `@State`
/// and `@FocusState`): the selected product, the selected cart row, and which button of the
/// open alert has the focus. Moving any of them sends no action.
public struct SheetsScreen: Equatable, Sendable {
  /// The index of the selected product.
  public var productSelection: Int
  /// The index of the selected cart row.
  public var cartSelection: Int
  /// The focused button of the open alert.
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
