/// A colour is a view, as in SwiftUI: it fills all the space it is offered with its colour
/// behind (`Color.blue.frame(width: 100, height: 40)`, or `ZStack { Color(.systemBackground) …
/// }`). A terminal shows it as a background colour: without colour (`NO_COLOR`) it is blank.
extension Color: View, PrimitiveView {
  public typealias Body = Never

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let color = self
    return [
      .sized(
        SizedContent(
          nodes: { columns, rows in
            let row = ViewNode.text(
              TextRun(
                string: String(repeating: " ", count: max(0, columns)), style: Style(background: color),
                lineLimit: 1, isSymbol: true))
            return [.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), Array(repeating: row, count: max(0, rows)))]
          }, unsized: []))
    ]
  }
}

extension Color {
  /// The colour at `opacity`: a terminal cell is opaque, so it is the same colour.
  public func opacity(_ opacity: Double) -> Color { self }

  /// A colour of UIKit's, by its role: `Color(.systemBackground)` is the terminal's own
  /// background, `Color(.label)` its own text colour, the system colours the nearest terminal
  /// colours.
  public init(_ color: UIColor) {
    self = color.color
  }

  /// The same, in SwiftUI's newer spelling: `Color(uiColor: .secondarySystemBackground)`.
  public init(uiColor: UIColor) {
    self.init(uiColor)
  }
}

/// UIKit's colours by role, for `Color(.systemBackground)` in SwiftUI code written for iOS: each
/// stands for a terminal colour (the backgrounds and the label for the terminal's own).
public struct UIColor: Hashable, Sendable {
  /// The terminal colour it stands for.
  let color: Color

  public static let systemBackground = UIColor(color: .primary)
  public static let secondarySystemBackground = UIColor(color: .primary)
  public static let tertiarySystemBackground = UIColor(color: .primary)
  public static let systemGroupedBackground = UIColor(color: .primary)
  public static let secondarySystemGroupedBackground = UIColor(color: .primary)
  public static let label = UIColor(color: .primary)
  public static let secondaryLabel = UIColor(color: .brightBlack)
  public static let tertiaryLabel = UIColor(color: .brightBlack)
  public static let placeholderText = UIColor(color: .brightBlack)
  public static let separator = UIColor(color: .brightBlack)
  public static let systemFill = UIColor(color: .brightBlack)
  public static let systemGray = UIColor(color: .brightBlack)
  public static let systemGray2 = UIColor(color: .brightBlack)
  public static let systemGray3 = UIColor(color: .brightBlack)
  public static let systemGray4 = UIColor(color: .white)
  public static let systemGray5 = UIColor(color: .white)
  public static let systemGray6 = UIColor(color: .white)
  public static let systemRed = UIColor(color: .red)
  public static let systemGreen = UIColor(color: .green)
  public static let systemBlue = UIColor(color: .blue)
  public static let systemYellow = UIColor(color: .yellow)
  public static let systemOrange = UIColor(color: .orange)
  public static let systemPink = UIColor(color: .pink)
  public static let systemPurple = UIColor(color: .purple)
  public static let systemTeal = UIColor(color: .teal)
  public static let systemIndigo = UIColor(color: .indigo)
  public static let white = UIColor(color: .white)
  public static let black = UIColor(color: .black)
}
