/// A sheet: a panel that rises from the bottom of the screen over the frame behind it, as a
/// presented sheet does on iOS.
public struct Sheet {
  /// The title in the sheet's top border.
  public var title: String
  /// The sheet's content.
  public var content: [Line]

  /// A sheet with a title and content.
  public init(title: String, content: [Line]) {
    self.title = title
    self.content = content
  }

  /// How many content rows a sheet has on a screen of the given size: a view can size its
  /// content (a list, for instance) to this.
  public static func contentHeight(in size: TerminalSize) -> Int {
    max(1, sheetHeight(in: size) - 2)
  }

  /// The frame with the sheet over its lower part; the part above stays visible, dimmed.
  public func lines(over base: [Line], size: TerminalSize) -> [Line] {
    let height = Self.sheetHeight(in: size)
    let rows = Array(content.prefix(height - 2))
    let padded = rows + Array(repeating: Line.empty, count: max(0, height - 2 - rows.count))
    let box = Box(title: title, content: padded, borderStyle: .bold).lines(width: size.columns)
    return Overlay.place(box, over: base, row: size.rows - box.count, column: 0, size: size)
  }

  private static func sheetHeight(in size: TerminalSize) -> Int {
    min(size.rows, max(3, size.rows * 3 / 4))
  }
}
