/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns (characters across).
  public var columns: Int
  /// The number of rows (lines down).
  public var rows: Int

  /// A size of `columns` × `rows` cells (negative values count as zero).
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// No cells at all: the minimum size of a view that fits anywhere.
  public static let zero = TerminalSize(columns: 0, rows: 0)

  /// The classic 80 × 24 terminal, used when the real size cannot be known.
  public static let standard = TerminalSize(columns: 80, rows: 24)

  /// Whether a window of this size can show something that needs `other`.
  public func fits(_ other: TerminalSize) -> Bool {
    columns >= other.columns && rows >= other.rows
  }

  /// The size as `columns×rows`.
  public var description: String { "\(columns)×\(rows)" }
}
