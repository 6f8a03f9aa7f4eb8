/// The screens of a navigation stack as it resolves them, from the root up: the path's
/// elements, then the destinations views present (`.navigationDestination`, a
/// `NavigationLink(isActive:)`) and the views links pushed.
@MainActor
struct NavigationScreens {
  /// The titles of the screens from the root up.
  private(set) var titles: [String]
  /// The top screen's nodes.
  private(set) var top: [ViewNode]
  /// The top screen's identity.
  private(set) var topIdentity: ViewIdentity
  /// How Esc pops the top screen; nil at the root.
  private(set) var pop: (@MainActor () -> Void)?

  /// At most this many screens come from views, so a destination presenting itself again
  /// cannot push forever.
  private static let viewScreenLimit = 64

  /// The stack with its root alone.
  init(root: [ViewNode], identity: ViewIdentity) {
    titles = [ViewNode.navigationTitle(in: root) ?? ""]
    top = root
    topIdentity = identity
  }

  /// Puts `nodes` on top; `pop` takes them off.
  mutating func push(_ nodes: [ViewNode], identity: ViewIdentity, pop: @escaping @MainActor () -> Void) {
    titles.append(ViewNode.navigationTitle(in: nodes) ?? "")
    top = nodes
    topIdentity = identity
    self.pop = pop
  }

  /// Pushes the destinations presented while the screens were resolved (and those they
  /// present in turn), then the views links pushed, each resolved in `context`.
  mutating func pushDeclaredAndLinked(
    declared: DeclaredScreens, linked: ValueBox<[LinkedScreen]>?, in context: ResolveContext
  ) {
    var linkIndex = 0
    for _ in 0..<Self.viewScreenLimit {
      if !declared.screens.isEmpty {
        let screen = declared.screens.removeFirst()
        var screenContext = context.child(screen.step)
        screenContext.dismiss = screen.pop
        push(screen.content(screenContext), identity: screenContext.identity, pop: screen.pop)
      } else if let linked, linkIndex < linked.value.count {
        let screen = linked.value[linkIndex]
        var screenContext = context.child(screen.id)
        let pop: @MainActor () -> Void = { linked.value.removeAll { $0.id >= screen.id } }
        screenContext.dismiss = pop
        push(screen.content(screenContext), identity: screenContext.identity, pop: pop)
        linkIndex += 1
      } else {
        return
      }
    }
  }
}

/// A view a `NavigationLink(destination:)` pushed: it stays until Esc pops it.
struct LinkedScreen {
  /// Its place among the stack's linked screens (later links have larger ids), given by the
  /// stack when pushed.
  var id = 0
  /// The destination, resolved in the stack.
  var content: @MainActor (ResolveContext) -> [ViewNode]
}

/// A destination a view presents while it is resolved (`.navigationDestination(isPresented:)`,
/// `(item:)`, `NavigationLink(isActive:)`): on the stack while its binding says so.
struct DeclaredScreen {
  /// Where it stands among the stack's screens.
  var step: AnyHashable
  /// The destination, resolved in the stack.
  var content: @MainActor (ResolveContext) -> [ViewNode]
  /// Writes its binding back (false, nil): Esc.
  var pop: @MainActor () -> Void
}

/// The destinations presented while a stack's screens are resolved, in order.
@MainActor
final class DeclaredScreens {
  var screens: [DeclaredScreen] = []
}
