/// A text field whose text is drawn as dots, as SwiftUI's `SecureField("Password", text:
/// $password)`: it takes typing like a `TextField`, and the screen never shows what was typed.
public struct SecureField: View, PrimitiveView {
  public typealias Body = Never
  let field: TextField

  /// A secure field titled `title` (its prompt) editing `text`.
  public init(_ title: some StringProtocol, text: Binding<String>) {
    var field = TextField(title, text: text)
    field.isSecure = true
    self.field = field
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    field.nodes(in: context)
  }
}
