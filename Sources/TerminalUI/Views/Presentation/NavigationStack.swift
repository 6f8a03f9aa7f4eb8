import Composable

/// A stack of screens driven by a store's `StackState`, as TCA's
/// `NavigationStack(path: $store.scope(state: \.path, action: Feature.Action.path))`: the root
/// while the path is empty, else the top element's destination, under a breadcrumb of the
/// screens' titles. A `NavigationLink(state:)` pushes; Esc pops (the back button).
public struct NavigationStack<ElementState, ElementAction, Root: View, Destination: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>?
  let root: Root
  let destination: (Store<ElementState, ElementAction>) -> Destination

  /// A stack over `path`, showing `root` at the bottom and `destination` for each element.
  public init(
    path: Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Store<ElementState, ElementAction>) -> Destination
  ) {
    self.path = path
    self.root = root()
    self.destination = destination
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let store = path?.wrappedValue
    let linked = ViewLocalState.current?.box(
      ViewLocalState.Key(identity: context.identity, owner: ObjectIdentifier(LinkedScreen.self), name: "linked"),
      initial: [LinkedScreen]())
    let declared = DeclaredScreens()
    var inner = context
    // What a view inside puts on this stack: a link's view when pressed, a presented
    // `.navigationDestination` while it is resolved, or a state of the path's element type.
    inner.push = { pushed in
      switch pushed {
      case var screen as LinkedScreen:
        screen.id = (linked?.value.last?.id ?? 0) + 1
        linked?.value.append(screen)
        return true
      case let screen as DeclaredScreen:
        declared.screens.append(screen)
        return true
      default:
        guard let store, let state = pushed as? ElementState else { return false }
        @Dependency(\.stackElementID) var stackElementID
        store.send(.push(id: stackElementID.next(), state: state))
        return true
      }
    }
    var screens = NavigationScreens(root: resolve(root, in: inner.child("root")), identity: inner.identity.child("root"))
    for id in store?.state.ids ?? [] {
      guard
        let store,
        let element = store.scope(
          state: \StackState<ElementState>.[id: id], action: { .element(id: id, action: $0) })
      else { continue }
      var elementContext = inner.child(id)
      let pop: @MainActor () -> Void = { store.send(.popFrom(id: id)) }
      elementContext.dismiss = pop
      screens.push(resolve(destination(element), in: elementContext), identity: elementContext.identity, pop: pop)
    }
    screens.pushDeclaredAndLinked(declared: declared, linked: linked, in: inner)
    if path == nil, screens.pop == nil {
      // A stack without a path, at its root: the root's `.navigationTitle` over it.
      return [.navigation(NavigationBar(titles: screens.titles), screens.top)]
    }
    return [.navigation(NavigationBar(titles: screens.titles, pop: screens.pop), [.focusScope(screens.topIdentity, screens.top)])]
  }
}

extension NavigationStack where ElementState == Never, ElementAction == Never, Destination == EmptyView {
  /// A stack without a path: a screen under a title bar showing its root's `.navigationTitle`
  /// (a sheet's content, for instance).
  public init(@ViewBuilder root: () -> Root) {
    self.path = nil
    self.root = root()
    self.destination = { _ in EmptyView() }
  }
}

/// The breadcrumb over a navigation stack's top screen, and how Esc pops it.
struct NavigationBar {
  /// The titles of the screens from the root up.
  var titles: [String]
  /// Pops the top screen; nil at the root.
  var pop: (@MainActor () -> Void)?

  /// The breadcrumb in at most `width` columns: `‹ ` (a way back) or a space, then the titles
  /// joined by ` › `, the top one bold. When they do not fit, the earlier titles are shortened
  /// (each to the same length, ending in `…`), then the oldest give way to one `…`: the screen
  /// on top keeps its whole title, cut only when it alone is wider than the window.
  func breadcrumb(width: Int) -> Line {
    let titles = titles.filter { !$0.isEmpty }
    var crumb = Line(pop == nil ? " " : "‹ ", style: .color(.cyan))
    guard let top = titles.last else { return crumb.truncated(toWidth: width) }
    let earlier = NavigationBar.shortened(
      Array(titles.dropLast()), toWidth: width - crumb.width - top.displayWidth - 3)
    for title in earlier {
      crumb.append(title, style: .dim)
      crumb.append(" › ", style: .dim)
    }
    crumb.append(top, style: .bold)
    return crumb.truncated(toWidth: width)
  }

  /// The titles below the top one, shortened to fit `room` columns with ` › ` after each: all
  /// cut to the longest length that fits (at least a letter and `…`), else the oldest replaced
  /// by one `…`; none at all when not even that fits.
  private static func shortened(_ titles: [String], toWidth room: Int) -> [String] {
    let separator = 3
    func width(of titles: [String]) -> Int {
      titles.reduce(0) { $0 + $1.displayWidth + separator }
    }
    guard width(of: titles) > room else { return titles }
    var kept = titles
    var elided = false
    while !kept.isEmpty {
      let candidates = elided ? ["…"] : []
      let longest = kept.map(\.displayWidth).max() ?? 0
      for length in stride(from: longest, through: 2, by: -1) {
        let cut = candidates + kept.map { $0.truncated(toWidth: length) }
        if width(of: cut) <= room { return cut }
      }
      kept.removeFirst()
      elided = true
    }
    return room >= 1 + separator && !titles.isEmpty ? ["…"] : []
  }
}
