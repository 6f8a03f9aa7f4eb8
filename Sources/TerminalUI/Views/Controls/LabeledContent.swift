/// A value with its label, as SwiftUI's `LabeledContent` in a form: the label at the start of
/// the row, the content at its end.
///
/// ```swift
/// LabeledContent("Total", value: "$9.99")
/// LabeledContent("Quantity") { Text("\(store.count)") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A row of `label` and `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The label, space, then the content.
  public var body: some View {
    HStack {
      label
      Spacer()
      content
    }
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `title` showing `content`.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `title` showing `value` in grey, as iOS shows a secondary value.
  public init(_ title: some StringProtocol, value: some StringProtocol) {
    self.init(content: { Text(value).foregroundStyle(.secondary) }, label: { Text(title) })
  }
}
