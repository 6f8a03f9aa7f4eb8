/// A view for each element of a collection, known by the element's id, as SwiftUI's `ForEach`:
/// `ForEach(store.scope(state: \.products, action: Feature.Action.products)) { ProductCell(store: $0) }`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let data: Data
  /// The id of an element: read through the `id` key path given, or an `Identifiable`
  /// element's own (a key path read is generic code that builds type metadata at each row).
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  /// A view for each element, known by the element's `id` key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
  }

  private init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    // A loop, not `flatMap`: a closure handed to the standard library checks the main actor at
    // each call.
    var nodes: [ViewNode] = []
    for element in data { nodes += resolve(content(element), in: rowContext(for: element, in: context)) }
    return nodes
  }

  /// Where the row of `element` stands: a `RowStep`, so that the engine knows where a row begins
  /// (a shortcut the rows share acts in the focused row).
  func rowContext(for element: Data.Element, in context: ResolveContext) -> ResolveContext {
    context.child(RowStep(id: id(element)))
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each identifiable element (a row store is identified by the row it scopes to).
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identifiedBy: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
