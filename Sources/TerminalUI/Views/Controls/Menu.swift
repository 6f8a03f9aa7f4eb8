/// A button that opens a list of actions, as SwiftUI's `Menu("Sort") { Button("By name") { … } }`:
/// pressing it presents its items as a dialog over the screen; pressing an item runs it and
/// closes the dialog, Esc closes it without running anything.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @State private var isOpen = false

  /// A menu of the items `content` builds, opened by a button showing `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    Button { isOpen = true } label: { label }
      .modified { nodes, context in
        guard isOpen else { return nodes }
        return [.presenting(nodes, itemsLayer(in: context.child("menu"), title: ViewNode.title(of: nodes)))]
      }
  }

  /// The dialog of the items: each button closes the menu before it runs.
  private func itemsLayer(in context: ResolveContext, title: String) -> Layer {
    let isOpen = $isOpen
    let items = resolve(content, in: context).map { node in
      node.mappingControls { control in
        guard var button = control.primitive as? ButtonPrimitive, let action = button.action else { return control }
        var control = control
        button.action = {
          isOpen.wrappedValue = false
          action()
        }
        control.primitive = button
        return control
      }
    }
    let heading = ViewNode.text(TextRun(string: title, style: .bold))
    let list = ViewNode.stack(StackLayout(axis: .vertical, alignment: .center, spacing: 0), items)
    return Layer(
      identity: context.identity, kind: .dialog,
      content: [.stack(StackLayout(axis: .vertical, alignment: .center, spacing: 1), [heading, list])],
      escape: { isOpen.wrappedValue = false }, escapeSummary: "close")
  }
}

extension Menu where Label == Text {
  /// A menu titled `title` of the items `content` builds.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
