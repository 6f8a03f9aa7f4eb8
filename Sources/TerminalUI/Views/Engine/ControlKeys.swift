/// Keys a focused control takes besides Enter and space, with their hints: an adjusting
/// `Slider`'s ←/→, an `.onDelete` row's Delete, a `.refreshable` view's refresh key.
struct ControlKeys {
  /// Whether the control takes `key` now.
  var takes: @MainActor (Key) -> Bool
  /// Acts on a key it takes.
  var perform: @MainActor (Key) -> Void
  /// What the footer lists for them.
  var hints: [KeyHint]
  /// What happens when the focus leaves the control (a slider stops adjusting); nil for nothing.
  var leave: (@MainActor () -> Void)?
}

extension Control {
  /// The control's keys that take `key`, if any: what pressing it does.
  @MainActor
  func action(for key: Key) -> (@MainActor () -> Void)? {
    guard let keys = keys.first(where: { $0.takes(key) }) else { return nil }
    return { keys.perform(key) }
  }
}

extension ViewNode {
  /// This node with `transform` applied to every control inside, not those of presented layers.
  func mappingControls(_ transform: (Control) -> Control) -> ViewNode {
    func map(_ nodes: [ViewNode]) -> [ViewNode] { nodes.map { $0.mappingControls(transform) } }
    switch self {
    case .control(let control, let label): return .control(transform(control), label: label)
    case .stack(let layout, let nodes): return .stack(layout, map(nodes))
    case .layered(let nodes): return .layered(map(nodes))
    case .scroll(let nodes): return .scroll(map(nodes))
    case .padding(let insets, let nodes): return .padding(insets, map(nodes))
    case .styled(let style, let nodes): return .styled(style, map(nodes))
    case .filled(let color, let nodes): return .filled(color, map(nodes))
    case .presenting(let nodes, let layer): return .presenting(map(nodes), layer)
    case .titled(let title, let nodes): return .titled(title, map(nodes))
    case .toolbar(let items, let content): return .toolbar(map(items), content: map(content))
    case .hooked(let hook, let nodes): return .hooked(hook, map(nodes))
    case .navigation(let bar, let nodes): return .navigation(bar, map(nodes))
    case .tabItem(let title, let nodes): return .tabItem(title: title, map(nodes))
    case .tagged(let tag, let nodes): return .tagged(tag, map(nodes))
    case .focusScope(let identity, let nodes): return .focusScope(identity, map(nodes))
    default: return self
    }
  }

  /// This node with `keys` given to every control inside.
  func addingKeys(_ keys: ControlKeys) -> ViewNode {
    mappingControls { control in
      var control = control
      control.keys.append(keys)
      return control
    }
  }
}
