/// A title with an icon, as SwiftUI's `Label`: the symbol's glyph (or nothing, for a symbol the
/// kit does not draw) before the title. A button or tab item labelled by it is titled by its
/// text: `Label("Cart", systemImage: "cart")` is tapped as "Cart".
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label of any title and icon views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The icon, then the title, one column apart.
  public var body: some View {
    HStack(spacing: 1) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of a title and an SF Symbol: `Label("Cart", systemImage: "cart")`.
  public init(_ title: some StringProtocol, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}
