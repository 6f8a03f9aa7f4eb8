/// Rows that scroll to keep the focused control in view, as SwiftUI's `List`.
public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// A list of the rows `content` builds (a `ForEach`, sections, single rows).
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.scroll(resolve(content, in: context))]
  }
}

/// A form: a list of fields and toggles, as SwiftUI's `Form`.
public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    [.scroll(resolve(content, in: context))]
  }
}

/// A group of rows under a heading, in a `List` or a `Form`.
public struct Section<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let header: String?
  let content: Content

  /// The rows `content` builds under `header`.
  public init(_ header: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.header = String(header)
    self.content = content()
  }

  /// The rows `content` builds, without a heading.
  public init(@ViewBuilder content: () -> Content) {
    self.header = nil
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let heading = header.map {
      ViewNode.text(TextRun(string: $0.uppercased(), style: .dim, lineLimit: 1))
    }
    return [heading].compactMap { $0 } + resolve(content, in: context)
  }
}

/// A view for each element of a collection, known by the element's id, as SwiftUI's `ForEach`:
/// `ForEach(store.scope(state: \.products, action: Feature.Action.products)) { ProductCell(store: $0) }`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// A view for each element, known by the element's `id` key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    data.flatMap { element in resolve(content(element), in: context.child(element[keyPath: id])) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each identifiable element (a row store is identified by the row it scopes to).
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
