import OnlineStore
import TerminalUI

/// What the product list screen keeps of its own, outside the store: the selected row (what
/// SwiftUI would keep in `@State`).
public struct ProductListScreen: Equatable, Sendable {
  /// The index of the selected row.
  public var selection = 0

  /// A screen with the first row selected.
  public init(selection: Int = 0) {
    self.selection = selection
  }

  /// The selected row of the list, if the list has rows.
  public func selectedRow(in state: ProductListDomain.State) -> ProductDomain.State? {
    state.productList.indices.contains(selection) ? state.productList[selection] : nil
  }
}
