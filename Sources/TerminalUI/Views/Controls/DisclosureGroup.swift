/// A title that shows or hides its content, as SwiftUI's `DisclosureGroup("Advanced") { … }`:
/// the title is a control (`▸ Advanced`, `▾ Advanced` when open) that Enter or space flips,
/// and the content is drawn below it, indented, while the group is expanded. Without an
/// `isExpanded` binding the group keeps whether it is expanded itself, like a `@State`.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var isExpandedHere = false

  /// A group showing `content` while `isExpanded` is true, titled by `label`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.content = content()
    self.label = label()
  }

  /// A group, closed at first, showing `content` once opened, titled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = nil
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let isExpanded = self.isExpanded ?? $isExpandedHere
    VStack(alignment: .leading) {
      DisclosureTitle(label: label, isExpanded: isExpanded)
      if isExpanded.wrappedValue {
        VStack(alignment: .leading) { content }.padding(.leading, 20)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` showing `content` while `isExpanded` is true.
  public init(
    _ title: some StringProtocol, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A group titled `title`, closed at first.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A disclosure group's title: a control that flips the group, drawn with its triangle.
private struct DisclosureTitle<Label: View>: View, PrimitiveView {
  typealias Body = Never
  let label: Label
  let isExpanded: Binding<Bool>

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let labelNodes = resolve(label, in: context.forLabel)
    let triangle = ViewNode.text(
      TextRun(string: isExpanded.wrappedValue ? "▾" : "▸", style: .plain, isSymbol: true))
    let isExpanded = self.isExpanded
    let control = Control(
      identity: context.identity, title: ViewNode.title(of: labelNodes),
      primitive: ButtonPrimitive(action: { isExpanded.wrappedValue.toggle() }, isPlain: true),
      shortcut: context.shortcut, help: context.help, isDisabled: context.isDisabled,
      focusBindings: context.focusBindings)
    let row = ViewNode.stack(StackLayout(axis: .horizontal, alignment: .center, spacing: 1), [triangle] + labelNodes)
    return [.control(control, label: [row])]
  }
}
