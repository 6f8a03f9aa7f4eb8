/// An SF Symbol, drawn as a glyph for the symbols the seed's views use, or as nothing.
public struct Image: View, PrimitiveView {
  public typealias Body = Never
  let systemName: String

  /// The symbol named `systemName`: `Image(systemName: "cart")`.
  public init(systemName: String) {
    self.systemName = systemName
  }

  /// The glyph drawn for each symbol the kit knows; others draw nothing.
  static let glyphs: [String: String] = [
    "cart": "⊕", "cart.fill": "⊕", "list.bullet": "≡", "person": "☺", "person.fill": "☺",
    "trash": "✕", "trash.fill": "✕", "xmark": "✕", "checkmark": "✓", "plus": "+", "minus": "-",
    "chevron.left": "‹", "chevron.right": "›", "star.fill": "★", "star": "☆",
  ]

  func nodes(in context: ResolveContext) -> [ViewNode] {
    guard let glyph = Self.glyphs[systemName] else { return [] }
    return [.text(TextRun(string: glyph, style: .plain, isSymbol: true))]
  }
}
