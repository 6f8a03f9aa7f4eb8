import Foundation

/// A view built for the space it is given, as SwiftUI's `GeometryReader`: it takes all the room
/// its parent offers and hands `content` that size, in cells (columns wide, rows high).
///
/// ```swift
/// GeometryReader { proxy in
///   Text(proxy.size.width > 60 ? "wide" : "narrow")
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (GeometryProxy) -> Content

  /// A view that builds `content` for the size the layout gives it.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let content = self.content
    let build: @MainActor (Int, Int) -> [ViewNode] = { columns, rows in
      let proxy = GeometryProxy(size: CGSize(width: columns, height: rows))
      return resolve(content(proxy), in: context.child("geometry"))
    }
    // Before the layout runs, the runtime looks for controls, titles and hooks in the content
    // built for no size at all, as SwiftUI's first pass gives a reader no size yet.
    return [.sized(SizedContent(nodes: build, unsized: build(0, 0)))]
  }
}

/// What a `GeometryReader` tells its content: the size it was given.
public struct GeometryProxy: Sendable {
  /// The size, in cells: `width` columns by `height` rows.
  public let size: CGSize
}

/// The content of a `GeometryReader`: nodes built for a size, when the layout knows it.
struct SizedContent {
  /// The nodes for `columns` × `rows`.
  let nodes: @MainActor (_ columns: Int, _ rows: Int) -> [ViewNode]
  /// The nodes for no size: where the runtime looks for controls, titles and hooks.
  let unsized: [ViewNode]
  /// The block the content is drawn in whatever the space offered (`.frame(width:height:)`);
  /// nil takes all the space offered.
  var fixedSize: (columns: Int, rows: Int)? = nil
}
