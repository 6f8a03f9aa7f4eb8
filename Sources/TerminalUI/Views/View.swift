/// A piece of the screen in SwiftUI's shape: a value whose `body` is made of other views.
///
/// Write a chapter's screen as you would on iOS (`Text`, `Button`, `HStack`, `List`, `.sheet`,
/// `.alert`, …); `TerminalUI` draws it in the terminal, moves the focus among its controls and
/// sends the store the actions its buttons send. A chapter's state lives in the store; a view's
/// `@State` is kept by the runtime, for SwiftUI code written that way.
@MainActor
public protocol View {
  /// The type of view the body is made of.
  associatedtype Body: View
  /// What the view is made of.
  @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
  /// Never has a body: a primitive view's `Body` is `Never`.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// A primitive view has no body: the runtime draws it directly.
  public var body: Never { fatalError("\(Self.self) is drawn by the runtime and has no body") }
}

/// A view the runtime draws itself (text, stacks, controls, modifiers), rather than through
/// its `body`.
@MainActor
protocol PrimitiveView {
  /// The nodes that draw this view in `context`.
  func nodes(in context: ResolveContext) -> [ViewNode]
}

/// The nodes that draw `view`: a primitive's own, or its body's, all the way down.
@MainActor
func resolve<V: View>(_ view: V, in context: ResolveContext) -> [ViewNode] {
  // Only a primitive's `Body` is `Never`: a view with a body is not looked up at all. How a
  // primitive is found without a cast per view: `PrimitiveDispatch`.
  if V.Body.self == Never.self, let nodes = PrimitiveDispatch.nodes(of: view, in: context) { return nodes }
  ViewLocalState.current?.install(view, in: context)
  return resolve(view.body, in: context)
}

/// The nodes that draw a view of any type.
@MainActor
func resolveAny(_ view: any View, in context: ResolveContext) -> [ViewNode] {
  resolve(view, in: context)
}
