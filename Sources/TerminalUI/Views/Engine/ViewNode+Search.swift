/// What the runtime looks for in a frame's nodes: the text that titles a control, a screen's
/// title, the presented layers, the controls of a layer, the hooks of what is on screen.
extension ViewNode {
  /// The nodes inside this one, as the layout sees them (a presented layer's content is not
  /// inside: it is drawn over).
  var children: [ViewNode] {
    switch self {
    case .text, .lines, .spacer, .divider, .progress: []
    case .stack(_, let nodes), .scroll(let nodes), .padding(_, let nodes), .styled(_, let nodes),
      .filled(_, let nodes), .titled(_, let nodes), .hooked(_, let nodes),
      .navigation(_, let nodes), .focusScope(_, let nodes), .tabItem(_, let nodes),
      .tagged(_, let nodes), .presenting(let nodes, _), .layered(let nodes):
      nodes
    case .sized(let content): content.unsized
    case .control(_, let label): label
    case .toolbar(let items, let content): items + content
    }
  }

  /// Walks `nodes` in reading order with one array to add to (building an array per node and
  /// joining them was a few percent of a test run): `visit` adds what a node holds and returns
  /// the nodes to walk inside it.
  private static func collect<Found>(
    _ nodes: [ViewNode], into found: inout [Found], _ visit: (ViewNode, inout [Found]) -> [ViewNode]
  ) {
    for node in nodes { collect(visit(node, &found), into: &found, visit) }
  }

  /// The text of `nodes` joined by spaces: a button's title from its label.
  static func title(of nodes: [ViewNode]) -> String {
    var texts: [String] = []
    collect(nodes, into: &texts) { node, texts in
      guard case .text(let run) = node else { return node.children }
      if !run.isSymbol { texts.append(run.string) }
      return []
    }
    return texts.joined(separator: " ")
  }

  /// The layers presented in `nodes`, outermost first: the last is on top.
  static func layers(in nodes: [ViewNode]) -> [Layer] {
    var layers: [Layer] = []
    collect(nodes, into: &layers) { node, layers in
      guard case .presenting(let base, let layer) = node else { return node.children }
      layers += ViewNode.layers(in: base) + [layer]
      return layer.content
    }
    return layers
  }

  /// The controls of `nodes` in reading order, leaving out those of presented layers.
  static func controls(in nodes: [ViewNode]) -> [Control] {
    var controls: [Control] = []
    collect(nodes, into: &controls) { node, controls in
      guard case .control(let control, _) = node else { return node.children }
      controls.append(control)
      return []
    }
    return controls
  }

  /// The appearance hooks of `nodes`, those of presented layers included.
  static func hooks(in nodes: [ViewNode]) -> [AppearanceHook] {
    var hooks: [AppearanceHook] = []
    collect(nodes, into: &hooks) { node, hooks in
      switch node {
      case .hooked(let hook, let inner):
        hooks.append(hook)
        return inner
      case .presenting(let base, let layer): return base + layer.content
      default: return node.children
      }
    }
    return hooks
  }

  /// The identities of the focus scopes in `nodes` (the tab and the screen shown), in order.
  static func focusScopes(in nodes: [ViewNode]) -> [ViewIdentity] {
    var scopes: [ViewIdentity] = []
    collect(nodes, into: &scopes) { node, scopes in
      if case .focusScope(let identity, _) = node { scopes.append(identity) }
      return node.children
    }
    return scopes
  }

  /// The first `.navigationTitle` in `nodes`, not looking inside nested screens or layers.
  static func navigationTitle(in nodes: [ViewNode]) -> String? {
    for node in nodes {
      switch node {
      case .titled(let title, _): return title
      case .navigation, .focusScope: continue
      default: if let title = navigationTitle(in: node.children) { return title }
      }
    }
    return nil
  }

  /// How Esc pops the innermost navigation stack in `nodes` that has a screen pushed.
  static func pop(in nodes: [ViewNode]) -> (@MainActor () -> Void)? {
    for node in nodes {
      if case .navigation(let bar, let inner) = node {
        return pop(in: inner) ?? bar.pop
      }
      if let pop = pop(in: node.children) { return pop }
    }
    return nil
  }

  /// Whether the focused control is inside.
  func contains(_ focus: ViewIdentity?) -> Bool {
    guard let focus else { return false }
    if case .control(let control, _) = self, control.identity == focus { return true }
    return children.contains { $0.contains(focus) }
  }

  /// Whether a spinner is inside.
  var hasProgress: Bool {
    if case .progress = self { return true }
    return children.contains { $0.hasProgress }
  }
}
