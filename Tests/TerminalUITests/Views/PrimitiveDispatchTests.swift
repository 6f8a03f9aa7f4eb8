@testable import TerminalUI
import TestTags
import Testing

/// `PrimitiveDispatch`, the way `resolve` finds a primitive view's nodes without a cast per
/// view, against its plain reference, the cast: the same views are primitives, asked the first
/// time or answered from what was kept, and they resolve to the same nodes.
@MainActor
@Suite("Primitive dispatch", .tags(.terminalUI))
struct PrimitiveDispatchTests {
  /// A view with a body, which no primitive is.
  private struct Greeting: View {
    var body: some View { Text("hello") }
  }

  /// What `nodes` draw, and the titles of their controls; nil for no nodes.
  private func drawn(_ nodes: [ViewNode]?) -> [String]? {
    nodes.map { nodes in
      ViewLayout(focus: nil, tick: 0).lines(nodes, width: 30, height: 8).map(\.plainText)
        + ViewNode.controls(in: nodes).map(\.title)
    }
  }

  /// Expects both paths to find `view` a primitive or not, as `isPrimitive` says, and to give
  /// nodes that draw the same.
  private func expectBothPaths<V: View>(_ view: V, isPrimitive: Bool) {
    let context = ResolveContext()
    let fast = PrimitiveDispatch.nodes(of: view, in: context)
    let plain = PrimitiveDispatch.plainNodes(of: view, in: context)
    #expect((fast != nil) == isPrimitive, "\(V.self)")
    #expect((plain != nil) == isPrimitive, "\(V.self)")
    #expect(drawn(fast) == drawn(plain), "\(V.self)")
  }

  @Test("text, stacks, modifiers, optionals and buttons are primitives and a view with a body is not, the first time and from the kept answer")
  func samePrimitivesSameNodes() {
    for _ in 0..<2 {
      expectBothPaths(Text("one"), isPrimitive: true)
      expectBothPaths(VStack { Text("a"); Text("b") }, isPrimitive: true)
      expectBothPaths(Text("bold").bold().padding(), isPrimitive: true)
      expectBothPaths(Optional(Text("some")), isPrimitive: true)
      expectBothPaths(Text?.none, isPrimitive: true)
      expectBothPaths(Button("Pay") {}, isPrimitive: true)
      expectBothPaths(Greeting(), isPrimitive: false)
    }
  }
}
