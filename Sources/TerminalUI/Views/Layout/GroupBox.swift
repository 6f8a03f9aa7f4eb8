/// A box round its content with a title in its top border, as SwiftUI's `GroupBox`: it takes all
/// the room it is offered, as a `GeometryReader` does, and lays its content out inside the
/// border as a leading column, a blank column each side, cut at the bottom border. Given fewer
/// than three rows it draws nothing.
///
/// ```swift
/// GroupBox("Order") {
///   Text("3 items")
///   Text("$9.99").bold()
/// }
/// ```
public struct GroupBox<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: String?
  let content: Content
  /// The attributes of the border (and of the title, in bold).
  var borderStyle = Style.plain

  /// A box titled `title` round the views `content` builds.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  /// A box without a title round the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }

  /// The box with its border drawn in `style`.
  func borderStyle(_ style: Style) -> GroupBox {
    var copy = self
    copy.borderStyle = style
    return copy
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.groupBox(resolve(content, in: context), title: title, style: borderStyle)]
  }
}

extension ViewNode {
  /// `content` in a box as a `GroupBox` draws it (sheets and alerts are boxed so too).
  @MainActor
  static func groupBox(_ content: [ViewNode], title: String?, style: Style) -> ViewNode {
    let column = ViewNode.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), content)
    let box: @MainActor (Int, Int) -> [ViewNode] = { columns, rows in
      guard rows >= 3 else { return [] }
      let width = max(4, columns)
      var top = Line("╭─", style: style)
      if let title, !title.isEmpty {
        top.append(Line(" " + title + " ", style: style.adding(.bold)).truncated(toWidth: width - 4))
      }
      top.append(String(repeating: "─", count: max(0, width - 1 - top.width)), style: style)
      top.append("╮", style: style)
      let inside = SizedContent(nodes: { _, _ in [column] }, unsized: [], fixedSize: (width - 4, rows - 2))
      let side = { (line: Line) in ViewNode.lines(Array(repeating: line, count: rows - 2)) }
      let sides = [side(Line("│", style: style) + " "), .sized(inside), side(" " + Line("│", style: style))]
      let bottom = Line("╰" + String(repeating: "─", count: width - 2) + "╯", style: style)
      let row = StackLayout(axis: .horizontal, alignment: .leading, spacing: 0, verticalAlignment: .top)
      return [.lines([top]), .stack(row, sides), .lines([bottom])]
    }
    return .sized(SizedContent(nodes: box, unsized: [column]))
  }
}
