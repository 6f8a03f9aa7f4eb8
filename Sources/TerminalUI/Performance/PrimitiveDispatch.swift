/// Resolves a primitive view without a cast per view: `view as? any PrimitiveView` (the plain
/// path) was a twentieth of a frame, so each type is asked once and its answer kept by the type.
/// `PrimitiveDispatchTests` proves both paths find the same primitives and the same nodes.
@MainActor
enum PrimitiveDispatch {
  /// Each type asked so far as a primitive, or nil for a view with a body.
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
    return withAddress(of: view) { primitive.nodes(ofViewAt: $0, in: context) }
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

/// `withUnsafePointer(to:)` for a closure made on the main actor: handed to the standard library
/// directly, such a closure checks that it runs on the main actor at each call (a tenth of a
/// microsecond, for every primitive view of every frame); handed to a function of this module,
/// it does not.
private func withAddress<Value, Result>(of value: Value, _ body: (UnsafeRawPointer) -> Result) -> Result {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}
