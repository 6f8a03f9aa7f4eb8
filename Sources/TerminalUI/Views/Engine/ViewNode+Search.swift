/// What the runtime looks for in a frame's nodes: the text that titles a control, a screen's
/// title, the controls of a layer; and what one walk of a frame finds (`FrameWalk`).
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
}

/// What one walk of a frame's nodes finds (a walk for each was a twentieth of a frame): the
/// presented layers, outermost first; the controls and focus scopes of the view under them and
/// of each layer, in reading order; the appearance hooks of all; whether the view under the
/// layers shows a spinner.
struct FrameWalk {
  private(set) var layers: [Layer] = []
  /// The controls of the view, then of each layer (a control's label holds none of them).
  private(set) var controls: [[Control]] = [[]]
  /// The focus scopes of the view, then of each layer.
  private(set) var focusScopes: [[ViewIdentity]] = [[]]
  private(set) var hooks: [AppearanceHook] = []
  private(set) var hasProgress = false

  /// The walk of `nodes`.
  init(_ nodes: [ViewNode]) { visit(nodes, on: 0, inLabel: false) }

  /// Walks `nodes`, on the view (`surface` 0) or on the layer numbered `surface`.
  private mutating func visit(_ nodes: [ViewNode], on surface: Int, inLabel: Bool) {
    for node in nodes {
      switch node {
      case .control(let control, let label):
        if !inLabel { controls[surface].append(control) }
        visit(label, on: surface, inLabel: true)
        continue
      case .presenting(let base, let layer):
        visit(base, on: surface, inLabel: inLabel)
        layers.append(layer)
        controls.append([])
        focusScopes.append([])
        visit(layer.content, on: layers.count, inLabel: false)
        continue
      case .hooked(let hook, _): hooks.append(hook)
      case .focusScope(let identity, _): focusScopes[surface].append(identity)
      case .progress: hasProgress = hasProgress || surface == 0
      default: break
      }
      visit(node.children, on: surface, inLabel: inLabel)
    }
  }
}
