/// Resolves a primitive view (text, a stack, a modifier…) without a dynamic cast for every view
/// of every frame: the fast path `resolve(_:in:)` takes in place of its plain reference,
/// `view as? any PrimitiveView`.
///
/// The cast asks the runtime whether the view's type conforms to `PrimitiveView`, each time;
/// for a conditional conformance (`Optional`, whose `Wrapped` must be a view) it checks the
/// condition again. A frame of chapter 2's product list resolves some 240 primitives, and the
/// casts were a twentieth of the frame. Here each type is asked once: the answer, the type as
/// `any PrimitiveView.Type` or nil, is kept by the type's identity, and the view is handed to its
/// type's `nodes(in:)` through a pointer, which the type reads back as itself.
/// `PrimitiveDispatchTests` proves both paths find the same primitives and the same nodes.
@MainActor
enum PrimitiveDispatch {
  /// What the types asked so far answered: the type as a primitive, or nil for a view with a
  /// body.
  private static var answers: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]

  /// The nodes of `view` in `context` if it is a primitive (`PrimitiveView`), else nil.
  static func nodes<V: View>(of view: V, in context: ResolveContext) -> [ViewNode]? {
    let key = ObjectIdentifier(V.self)
    let primitive: (any PrimitiveView.Type)?
    if let answer = answers[key] {
      primitive = answer
    } else {
      primitive = V.self as? any PrimitiveView.Type
      answers[key] = primitive
    }
    guard let primitive else { return nil }
    return withUnsafePointer(to: view) { primitive.nodes(ofViewAt: UnsafeRawPointer($0), in: context) }
  }

  /// The plain path: the same question asked with a cast, for every view.
  static func plainNodes<V: View>(of view: V, in context: ResolveContext) -> [ViewNode]? {
    (view as? any PrimitiveView)?.nodes(in: context)
  }
}

extension PrimitiveView {
  /// The nodes of the view of this type that `pointer` points to.
  fileprivate static func nodes(ofViewAt pointer: UnsafeRawPointer, in context: ResolveContext) -> [ViewNode] {
    pointer.assumingMemoryBound(to: Self.self).pointee.nodes(in: context)
  }
}
