/// Where a vertical stack puts children narrower than itself.
public enum HorizontalAlignment: Sendable {
  case leading, center, trailing
}

/// Where a horizontal stack puts children shorter than itself. A terminal's text has one
/// baseline per row, so `.firstTextBaseline` lines up the first rows (as `.top` does) and
/// `.lastTextBaseline` the last rows (as `.bottom` does).
public enum VerticalAlignment: Sendable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// Views one below the other, centred unless told otherwise, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let layout: StackLayout
  let content: Content

  /// A column of the views `content` builds, `spacing` blank rows apart (none by default).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = StackLayout(axis: .vertical, alignment: alignment, spacing: spacing ?? 0)
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.stack(layout, resolve(content, in: context))]
  }
}

/// Views side by side, as SwiftUI's `HStack`: text shrinks (wrapping or cut with `…`) when the
/// row is too narrow, spacers take what is left over.
public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let layout: StackLayout
  let content: Content

  /// A row of the views `content` builds, `spacing` columns apart (one by default), lined up
  /// by `alignment`: `HStack(alignment: .firstTextBaseline) { … }`.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = StackLayout(
      axis: .horizontal, alignment: .center, spacing: spacing ?? 1, verticalAlignment: alignment)
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.stack(layout, resolve(content, in: context))]
  }
}
