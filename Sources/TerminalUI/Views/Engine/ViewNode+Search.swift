/// What the runtime looks for in a frame's nodes: the text that titles a control, a screen's
/// title, the presented layers, the controls of a layer, the hooks of what is on screen.
extension ViewNode {
  /// The nodes inside this one, as the layout sees them (a presented layer's content is not
  /// inside: it is drawn over).
  var children: [ViewNode] {
    switch self {
    case .text, .spacer, .divider, .progress: []
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

  /// The text of `nodes` joined by spaces: a button's title from its label.
  static func title(of nodes: [ViewNode]) -> String {
    nodes.flatMap(\.texts).joined(separator: " ")
  }

  /// Every run of text inside, in reading order.
  private var texts: [String] {
    if case .text(let run) = self { return run.isSymbol ? [] : [run.string] }
    return children.flatMap(\.texts)
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

  /// The layers presented in `nodes`, outermost first: the last is on top.
  static func layers(in nodes: [ViewNode]) -> [Layer] {
    nodes.flatMap { node -> [Layer] in
      if case .presenting(let base, let layer) = node {
        return layers(in: base) + [layer] + layers(in: layer.content)
      }
      return layers(in: node.children)
    }
  }

  /// The controls of `nodes` in reading order, leaving out those of presented layers.
  static func controls(in nodes: [ViewNode]) -> [Control] {
    nodes.flatMap { node -> [Control] in
      if case .control(let control, _) = node { return [control] }
      return controls(in: node.children)
    }
  }

  /// The appearance hooks of `nodes`, those of presented layers included.
  static func hooks(in nodes: [ViewNode]) -> [AppearanceHook] {
    nodes.flatMap { node -> [AppearanceHook] in
      switch node {
      case .hooked(let hook, let inner): return [hook] + hooks(in: inner)
      case .presenting(let base, let layer): return hooks(in: base) + hooks(in: layer.content)
      default: return hooks(in: node.children)
      }
    }
  }

  /// The identities of the focus scopes in `nodes` (the tab and the screen shown), in order.
  static func focusScopes(in nodes: [ViewNode]) -> [ViewIdentity] {
    nodes.flatMap { node -> [ViewIdentity] in
      if case .focusScope(let identity, let inner) = node { return [identity] + focusScopes(in: inner) }
      return focusScopes(in: node.children)
    }
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
    return children.contains(where: \.hasProgress)
  }
}
