/// Builds a view from the statements of a closure, as SwiftUI's does: several views become one
/// group, `if`/`else` and `switch` choose one, an `if` without `else` may show nothing.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// No view at all.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, laid out one after the other by the stack they are in.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<repeat each Content>
  {
    TupleView(repeat each content)
  }

  /// A view shown only when the `if` holds.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch (or a `switch`'s earlier case).
  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .first(first))
  }

  /// The `else` branch (or a `switch`'s later case).
  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalContent<First, Second>
  {
    ConditionalContent(storage: .second(second))
  }

  /// A view behind `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content {
    content
  }
}

/// The views of one builder block, in order.
public struct TupleView<each Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The views, held by one object: a view is copied as it is resolved, and each copy of a tuple
  /// of views asks the runtime for the tuple's type, where a copy of the object is a retain.
  let content: Views

  /// The views of a block.
  final class Views {
    let views: (repeat each Content)

    init(_ views: repeat each Content) {
      self.views = (repeat each views)
    }
  }

  /// The views, in order.
  public init(_ content: repeat each Content) {
    self.content = Views(repeat each content)
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    var nodes: [ViewNode] = []
    var index = 0
    for view in repeat each content.views {
      nodes += resolve(view, in: context.child(index))
      index += 1
    }
    return nodes
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch`.
public struct ConditionalContent<First: View, Second: View>: View, PrimitiveView {
  public typealias Body = Never
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage

  func nodes(in context: ResolveContext) -> [ViewNode] {
    switch storage {
    case .first(let view): resolve(view, in: context.child("if"))
    case .second(let view): resolve(view, in: context.child("else"))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func nodes(in context: ResolveContext) -> [ViewNode] {
    map { resolve($0, in: context.child("some")) } ?? []
  }
}
