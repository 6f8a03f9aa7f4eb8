import Foundation

/// `.frame` and `.aspectRatio`: they size what takes all the space it is offered (a shape, a
/// `Color`, a `GeometryReader`, a `ZStack` of them), in cells of ten points across and twenty
/// down, as `.padding` counts. Other views keep their own size: for them the modifiers are
/// accepted and change nothing (a terminal's text is as wide as its characters).
extension View {
  /// A flexible view drawn `width` × `height` points (a column per ten, a row per twenty):
  /// `Circle().fill(.blue).frame(width: 100, height: 100)` is ten columns by five rows.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
    let columns = width.map(FrameCells.columns)
    let rows = height.map(FrameCells.rows)
    return modified { nodes, _ in
      nodes.map { node in
        if let columns, let rows { return node.fixed(columns: columns, rows: rows) }
        return node.framed { (columns ?? $0, rows ?? $1) }
      }
    }
  }

  /// A flexible view drawn at most `maxWidth` × `maxHeight` points (`.infinity`: no limit); the
  /// minimums are accepted.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> some View {
    let columns = maxWidth.flatMap { $0.isFinite ? FrameCells.columns($0) : nil }
    let rows = maxHeight.flatMap { $0.isFinite ? FrameCells.rows($0) : nil }
    return modified { nodes, _ in
      guard columns != nil || rows != nil else { return nodes }
      return nodes.map { node in
        node.framed { (min($0, columns ?? $0), min($1, rows ?? $1)) }
      }
    }
  }

  /// A flexible view drawn in the largest block of `aspectRatio` (width over height, in points)
  /// that fits (`.fit`) the space offered, or all of it (`.fill`):
  /// `ZStack { … }.aspectRatio(1, contentMode: .fit)` is twice as many columns as rows.
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
    modified { nodes, _ in
      guard let aspectRatio, aspectRatio > 0, contentMode == .fit else { return nodes }
      return nodes.map { node in
        node.framed { columns, rows in
          // A row is twice as tall as a column is wide: `ratio` points across per point down is
          // `2 × ratio` columns per row.
          let wanted = Int((Double(rows) * 2 * aspectRatio).rounded())
          return wanted <= columns
            ? (wanted, rows) : (columns, min(rows, Int((Double(columns) / (2 * aspectRatio)).rounded())))
        }
      }
    }
  }

  /// Fits the space offered, keeping the view's aspect ratio; a view without one keeps its size.
  public func scaledToFit() -> some View { self }

  /// Fills the space offered, keeping the view's aspect ratio; a view without one keeps its size.
  public func scaledToFill() -> some View { self }
}

/// How `.aspectRatio` fits a view in the space offered.
public enum ContentMode: Sendable {
  /// The largest block of the ratio inside the space.
  case fit
  /// The whole space.
  case fill
}

/// SwiftUI's points as cells: ten across a column, twenty down a row, at least one of each.
enum FrameCells {
  static func columns(_ points: Double) -> Int { max(1, Int((points / 10).rounded())) }
  static func rows(_ points: Double) -> Int { max(1, Int((points / 20).rounded())) }
}

extension ViewNode {
  /// This node with the flexible content inside drawn in the block `size` gives for the space
  /// offered: a `GeometryReader` or shape (`.sized`), also under a `ZStack`, a colour or a
  /// style. Anything else keeps its size.
  @MainActor
  func framed(_ size: @escaping @MainActor (_ columns: Int, _ rows: Int) -> (Int, Int)) -> ViewNode {
    switch self {
    case .sized(let content):
      return .sized(
        SizedContent(
          nodes: { columns, rows in
            let (framedColumns, framedRows) = size(columns, rows)
            let block = ViewNode.sized(
              SizedContent(
                nodes: { _, _ in content.nodes(framedColumns, framedRows) }, unsized: [],
                fixedSize: (framedColumns, framedRows)))
            // The frame stands in the middle of the columns offered, as SwiftUI centres it.
            var insets = EdgeInsets(edges: [], points: 0)
            insets.leading = max(0, (columns - framedColumns) / 2)
            return insets.leading > 0 ? [.padding(insets, [block])] : [block]
          }, unsized: content.unsized, fixedSize: content.fixedSize.map { size($0.columns, $0.rows) }))
    case .layered(let layers): return .layered(layers.map { $0.framed(size) })
    case .styled(let style, let children): return .styled(style, children.map { $0.framed(size) })
    case .filled(let color, let children): return .filled(color, children.map { $0.framed(size) })
    case .hooked(let hook, let children): return .hooked(hook, children.map { $0.framed(size) })
    default: return self
    }
  }

  /// This node with the flexible content inside drawn in exactly `columns` × `rows`, no longer
  /// taking all the space offered.
  @MainActor
  func fixed(columns: Int, rows: Int) -> ViewNode {
    switch self {
    case .sized(let content):
      return .sized(
        SizedContent(
          nodes: { _, _ in content.nodes(columns, rows) }, unsized: content.unsized,
          fixedSize: (columns, rows)))
    case .layered(let layers): return .layered(layers.map { $0.fixed(columns: columns, rows: rows) })
    case .styled(let style, let children):
      return .styled(style, children.map { $0.fixed(columns: columns, rows: rows) })
    case .filled(let color, let children):
      return .filled(color, children.map { $0.fixed(columns: columns, rows: rows) })
    case .hooked(let hook, let children):
      return .hooked(hook, children.map { $0.fixed(columns: columns, rows: rows) })
    default: return self
    }
  }
}
