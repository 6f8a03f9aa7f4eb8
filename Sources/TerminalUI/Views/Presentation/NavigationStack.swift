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
    guard let store = path?.wrappedValue else {
      let rootNodes = resolve(root, in: context.child("root"))
      let title = ViewNode.navigationTitle(in: rootNodes) ?? ""
      return [.navigation(NavigationBar(titles: [title]), rootNodes)]
    }
    var inner = context
    inner.push = { state in
      guard let state = state as? ElementState else { return false }
      @Dependency(\.stackElementID) var stackElementID
      store.send(.push(id: stackElementID.next(), state: state))
      return true
    }
    let rootNodes = resolve(root, in: inner.child("root"))
    var titles = [ViewNode.navigationTitle(in: rootNodes) ?? ""]
    var top = rootNodes
    var topIdentity = inner.identity.child("root")
    for id in store.state.ids {
      guard
        let element = store.scope(
          state: \StackState<ElementState>.[id: id], action: { .element(id: id, action: $0) })
      else { continue }
      topIdentity = inner.identity.child(id)
      top = resolve(destination(element), in: inner.child(id))
      titles.append(ViewNode.navigationTitle(in: top) ?? "")
    }
    var bar = NavigationBar(titles: titles)
    if let lastID = store.state.ids.last {
      bar.pop = { store.send(.popFrom(id: lastID)) }
    }
    return [.navigation(bar, [.focusScope(topIdentity, top)])]
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
}

/// A button that pushes a screen onto the enclosing `NavigationStack`:
/// `NavigationLink("Details", state: Path.State.detail(…))` sends `.push(id:state:)`.
public struct NavigationLink<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let state: Any?
  let label: Label
  let fileID: StaticString
  let line: UInt

  /// A link showing `label` that pushes `state`.
  public init<P>(
    state: P?, @ViewBuilder label: () -> Label, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.state = state
    self.label = label()
    self.fileID = fileID
    self.line = line
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let state = self.state
    let push = context.push
    let (fileID, line) = (self.fileID, self.line)
    let button = Button(action: {
      guard let state else { return }
      guard let push, push(state) else {
        reportIssue(
          "A NavigationLink was pressed outside a NavigationStack whose path holds \(type(of: state)).",
          fileID: fileID, line: line)
        return
      }
    }) { label }
    return resolve(button, in: context)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `state`.
  public init<P>(
    _ title: some StringProtocol, state: P?, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(state: state, label: { Text(title) }, fileID: fileID, line: line)
  }
}
