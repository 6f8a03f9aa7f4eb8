/// Tabs, as SwiftUI's `TabView(selection:)`: the selected tab's content above a tab bar whose
/// items are controls (tapped by their `.tabItem` text, or by their number key); choosing one
/// writes its `.tag` to `selection`.
public struct TabView<Selection: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<Selection>
  let content: Content

  /// Tabs built by `content` (each with `.tabItem` and `.tag`), showing the one `selection`
  /// names.
  public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let tabs = resolve(content, in: context.child("tabs")).compactMap(TabNode.init)
    let selected = selection.wrappedValue
    let selection = self.selection
    let items: [ViewNode] = tabs.enumerated().map { index, tab in
      let item = TabItem(isSelected: tab.tag == AnyHashable(selected)) {
        if let tag = tab.tag.base as? Selection { selection.wrappedValue = tag }
      }
      let control = Control(
        identity: context.identity.child("tabItem").child(index), title: tab.title, primitive: item,
        shortcut: index < 9 ? .character(Character(String(index + 1))) : nil, isTab: true)
      return .control(control, label: [.text(TextRun(string: tab.title, style: .plain))])
    }
    let shown = tabs.first { $0.tag == AnyHashable(selected) } ?? tabs.first
    let content: [ViewNode] =
      shown.map { [.focusScope(context.identity.child("tab").child($0.tag), $0.content)] } ?? []
    let bar = ViewNode.stack(StackLayout(axis: .horizontal, alignment: .center, spacing: 2), items)
    return [
      .stack(
        StackLayout(axis: .vertical, alignment: .leading, spacing: 0),
        content + [.spacer, .divider, bar])
    ]
  }
}

/// A tab item as the runtime draws and presses it: its number key, `▶` while it has the focus
/// (so the focus shows without colour too), its title, `[bracketed]` when it is the tab shown.
private struct TabItem: ControlPrimitive {
  let isSelected: Bool
  let choose: @MainActor () -> Void

  func press() { choose() }

  func enterHint(title: String) -> KeyHint? { isSelected ? nil : KeyHint("Enter", "press \(title)") }

  func lines(of control: Control, label: [ViewNode], layout: ViewLayout, width: Int, height: Int) -> [Line] {
    let isFocused = control.identity == layout.focus
    let number = (control.shortcut.map { Line($0.label, style: .dim) } ?? .empty) + Line(isFocused ? "▶" : " ", style: .bold)
    let title = isSelected ? Line("[" + control.title + "]", style: Style(bold: true, underline: true)) : Line(control.title)
    return [(number + title.styled(isFocused ? .reverse : .plain)).truncated(toWidth: width)]
  }
}

extension View {
  /// The item that stands for this view in a `TabView`'s bar: its text is the tab's title.
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    let label = label()
    return modified { nodes, context in
      [.tabItem(title: ViewNode.title(of: resolve(label, in: context.child("tabItem"))), nodes)]
    }
  }

  /// The value a `TabView`'s selection takes when this tab is chosen.
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    modified { nodes, _ in [.tagged(AnyHashable(tag), nodes)] }
  }
}

/// One tab found among a `TabView`'s resolved children.
private struct TabNode {
  var tag: AnyHashable
  var title: String
  var content: [ViewNode]

  /// The tab a child stands for, or nil when it has no tag.
  init?(_ node: ViewNode) {
    var title = ""
    var tag: AnyHashable?
    var content = [node]
    while content.count == 1 {
      switch content[0] {
      case .tagged(let value, let inner):
        tag = value
        content = inner
      case .tabItem(let itemTitle, let inner):
        title = itemTitle
        content = inner
      default:
        guard let tag else { return nil }
        self.tag = tag
        self.title = title
        self.content = content
        return
      }
    }
    guard let tag else { return nil }
    self.tag = tag
    self.title = title
    self.content = content
  }
}
