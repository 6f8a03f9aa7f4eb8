/// What the product list screen keeps for itself, outside the feature's state: which row is
/// selected. (SwiftUI would keep it in `@State`; moving it sends no action.)
public struct ProductListScreen: Equatable, Sendable {
  /// The index of the selected row.
  public var selection: Int

  /// How many rows PgUp and PgDn move.
  public static let pageStep = 10

  /// A screen with the row at `selection` selected (the first by default).
  public init(selection: Int = 0) {
    self.selection = selection
  }

  /// Moves the selection by `offset` rows, stopping at the first and the last of `count` rows;
  /// false when it could not move (no rows, or already at that end).
  public mutating func moveSelection(by offset: Int, count: Int) -> Bool {
    guard count > 0 else { return false }
    let target = min(max(0, selection + offset), count - 1)
    guard target != selection else { return false }
    selection = target
    return true
  }
}
