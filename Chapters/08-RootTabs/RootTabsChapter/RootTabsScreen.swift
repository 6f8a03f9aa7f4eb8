import TerminalUI

/// What the app's screen keeps of its own, outside the store (what SwiftUI keeps in `@State`
/// and `@FocusState`): the selected product, cart row and related product, and which button of
/// the open dialog has the focus. Moving any of them sends no action.
public struct RootTabsScreen: Equatable, Sendable {
  /// The index of the selected product in the list.
  public var productSelection: Int
  /// The index of the selected cart row.
  public var cartSelection: Int
  /// The index of the selected related product of the detail on top.
  public var relatedSelection: Int
  /// The focused button of the open dialog.
  public var dialogFocus: DialogFocus

  /// A screen with the first row of everything selected.
  public init(
    productSelection: Int = 0, cartSelection: Int = 0, relatedSelection: Int = 0,
    dialogFocus: DialogFocus = DialogFocus()
  ) {
    self.productSelection = productSelection
    self.cartSelection = cartSelection
    self.relatedSelection = relatedSelection
    self.dialogFocus = dialogFocus
  }
}
