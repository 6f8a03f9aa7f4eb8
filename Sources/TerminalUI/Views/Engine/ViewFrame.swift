/// One frame of a view: its nodes, the layers presented over it, what the layer on top offers.
@MainActor
struct ViewFrame {
  /// The resolved view.
  let nodes: [ViewNode]
  /// The presented layers, the last on top.
  let layers: [Layer]
  /// The controls of the layer on top, in reading order.
  let controls: [Control]
  /// Those that can take the focus (asked many times a frame: kept, not filtered each time).
  let focusable: [Control]
  /// Which layer and screens are shown: the focus is remembered per key.
  let scopeKey: [ViewIdentity]
  /// The shortcuts of `controls`.
  let shortcuts: ShortcutTable
  /// The appearance hooks of the view and its layers.
  let hooks: [AppearanceHook]
  /// Whether the view under the layers shows a spinner.
  let hasProgress: Bool

  /// The frame of `nodes`, found in one walk.
  init(_ nodes: [ViewNode]) {
    let walk = FrameWalk(nodes)
    (self.nodes, layers, hooks, hasProgress) = (nodes, walk.layers, walk.hooks, walk.hasProgress)
    controls = walk.controls[walk.layers.count]
    focusable = controls.filter { !$0.isDisabled }
    shortcuts = ShortcutTable(controls)
    scopeKey = [layers.last?.identity ?? ViewIdentity()] + walk.focusScopes[walk.layers.count]
  }

  /// The nodes of the layer on top.
  var top: [ViewNode] { layers.last?.content ?? nodes }

  /// What Esc does on the layer on top: its escape, or popping the navigation stack shown.
  var escape: (@MainActor () -> Void)? {
    if let layer = layers.last { return layer.escape }
    return ViewNode.pop(in: top)
  }

  /// What the footer says Esc does, if anything.
  var escapeSummary: String? {
    escape == nil ? nil : layers.last?.escapeSummary ?? "back"
  }

  /// The kind of layer that covers a control titled `title` on a layer below, if one does.
  func coveringKind(ofControlTitled title: String) -> Layer.Kind? {
    guard let top = layers.last else { return nil }
    let below = [nodes] + layers.dropLast().map(\.content)
    let isBelow = below.contains { ViewNode.controls(in: $0).contains { $0.title == title } }
    return isBelow ? top.kind : nil
  }
}
