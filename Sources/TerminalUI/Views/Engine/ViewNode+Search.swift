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

  /// The text of `nodes` joined by spaces: a button's title from its label.
  static func title(of nodes: [ViewNode]) -> String {
    var texts: [String] = []
    collectTexts(in: nodes, into: &texts)
    return texts.joined(separator: " ")
  }

  /// Adds every run of text in `nodes` to `texts`, in reading order.
  private static func collectTexts(in nodes: [ViewNode], into texts: inout [String]) {
    for node in nodes {
      if case .text(let run) = node {
        if !run.isSymbol { texts.append(run.string) }
      } else {
        collectTexts(in: node.children, into: &texts)
      }
    }
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

  // The searches below walk the tree with one array they add to: building an array at every
  // node and joining them (`flatMap`) made them a few percent of a debug test run.

  /// The layers presented in `nodes`, outermost first: the last is on top.
  static func layers(in nodes: [ViewNode]) -> [Layer] {
    var layers: [Layer] = []
    collectLayers(in: nodes, into: &layers)
    return layers
  }

  private static func collectLayers(in nodes: [ViewNode], into layers: inout [Layer]) {
    for node in nodes {
      if case .presenting(let base, let layer) = node {
        collectLayers(in: base, into: &layers)
        layers.append(layer)
        collectLayers(in: layer.content, into: &layers)
      } else {
        collectLayers(in: node.children, into: &layers)
      }
    }
  }

  /// The controls of `nodes` in reading order, leaving out those of presented layers.
  static func controls(in nodes: [ViewNode]) -> [Control] {
    var controls: [Control] = []
    collectControls(in: nodes, into: &controls)
    return controls
  }

  private static func collectControls(in nodes: [ViewNode], into controls: inout [Control]) {
    for node in nodes {
      if case .control(let control, _) = node {
        controls.append(control)
      } else {
        collectControls(in: node.children, into: &controls)
      }
    }
  }

  /// The appearance hooks of `nodes`, those of presented layers included.
  static func hooks(in nodes: [ViewNode]) -> [AppearanceHook] {
    var hooks: [AppearanceHook] = []
    collectHooks(in: nodes, into: &hooks)
    return hooks
  }

  private static func collectHooks(in nodes: [ViewNode], into hooks: inout [AppearanceHook]) {
    for node in nodes {
      switch node {
      case .hooked(let hook, let inner):
        hooks.append(hook)
        collectHooks(in: inner, into: &hooks)
      case .presenting(let base, let layer):
        collectHooks(in: base, into: &hooks)
        collectHooks(in: layer.content, into: &hooks)
      default: collectHooks(in: node.children, into: &hooks)
      }
    }
  }

  /// The identities of the focus scopes in `nodes` (the tab and the screen shown), in order.
  static func focusScopes(in nodes: [ViewNode]) -> [ViewIdentity] {
    var scopes: [ViewIdentity] = []
    collectFocusScopes(in: nodes, into: &scopes)
    return scopes
  }

  private static func collectFocusScopes(in nodes: [ViewNode], into scopes: inout [ViewIdentity]) {
    for node in nodes {
      if case .focusScope(let identity, let inner) = node {
        scopes.append(identity)
        collectFocusScopes(in: inner, into: &scopes)
      } else {
        collectFocusScopes(in: node.children, into: &scopes)
      }
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
    return children.contains { $0.hasProgress }
  }
}
