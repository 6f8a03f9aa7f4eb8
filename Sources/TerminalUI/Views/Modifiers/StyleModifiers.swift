extension View {
  /// The text inside in a colour, unless it sets its own: `.foregroundStyle(.red)`.
  public func foregroundStyle(_ color: Color) -> some View {
    modified { nodes, _ in [.styled(Style(foreground: color), nodes)] }
  }

  /// The text inside in a colour (SwiftUI's older name).
  public func foregroundColor(_ color: Color?) -> some View {
    modified { nodes, _ in color.map { [.styled(Style(foreground: $0), nodes)] } ?? nodes }
  }

  /// The text inside in bold.
  public func bold() -> some View {
    modified { nodes, _ in [.styled(.bold, nodes)] }
  }

  /// The text inside in a font (see `Text.font(_:)`).
  public func font(_ font: Font?) -> some View {
    modified { nodes, _ in nodes.map { $0.withFont(font) } }
  }

  /// A colour filling the view's block behind it: `.background(.blue)`.
  public func background(_ color: Color) -> some View {
    modified { nodes, _ in [.filled(color, nodes)] }
  }

  /// Blank space around the view: SwiftUI's points become cells, about ten points a column and
  /// twenty a row, so `.padding(10)` is one cell all round.
  public func padding(_ length: Double? = nil) -> some View {
    padding(.all, length)
  }

  /// Blank space on some edges of the view.
  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> some View {
    let insets = EdgeInsets(edges: edges, points: length ?? 16)
    return modified { nodes, _ in [.padding(insets, nodes)] }
  }

  /// Accepted for the seed's views; corners are square in a terminal.
  public func cornerRadius(_ radius: Double) -> some View { self }

  /// Accepted for the seed's views; a terminal draws every button one way.
  public func buttonStyle(_ style: ButtonStyleChoice) -> some View { self }

  /// Accepted for the seed's views; a list is drawn one way.
  public func listStyle(_ style: ListStyleChoice) -> some View { self }
}

extension ViewNode {
  /// This node with `font` applied to the text inside.
  func withFont(_ font: Font?) -> ViewNode {
    switch self {
    case .text(var run):
      run.apply(font)
      return .text(run)
    case .stack(let layout, let children): return .stack(layout, children.map { $0.withFont(font) })
    case .layered(let children): return .layered(children.map { $0.withFont(font) })
    case .styled(let style, let children): return .styled(style, children.map { $0.withFont(font) })
    case .padding(let insets, let children):
      return .padding(insets, children.map { $0.withFont(font) })
    case .filled(let color, let children):
      return .filled(color, children.map { $0.withFont(font) })
    case .control(let control, let label):
      return .control(control, label: label.map { $0.withFont(font) })
    default: return self
    }
  }
}

/// Which edges padding goes on.
public enum Edge: Sendable {
  /// One edge: where a transition moves a view from.
  case top, leading, bottom, trailing

  /// A set of edges: `.all`, `.horizontal`, `.vertical`, `.top`, …
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// Blank cells on each side of a view.
struct EdgeInsets: Equatable {
  var top = 0, leading = 0, bottom = 0, trailing = 0

  /// The cells for `points` on `edges`: ten points a column, twenty a row, at least one cell for
  /// any padding at all.
  init(edges: Edge.Set, points: Double) {
    let columns = points > 0 ? max(1, Int((points / 10).rounded())) : 0
    let rows = points > 0 ? max(1, Int((points / 20).rounded())) : 0
    if edges.contains(.top) { top = rows }
    if edges.contains(.bottom) { bottom = rows }
    if edges.contains(.leading) { leading = columns }
    if edges.contains(.trailing) { trailing = columns }
  }
}

/// How a view sits in a frame; accepted by `.frame`, which changes nothing here.
public struct Alignment: Sendable {
  public static let center = Alignment()
  public static let leading = Alignment()
  public static let trailing = Alignment()
  public static let top = Alignment()
  public static let bottom = Alignment()
  public static let topLeading = Alignment()
  public static let topTrailing = Alignment()
  public static let bottomLeading = Alignment()
  public static let bottomTrailing = Alignment()
}

/// SwiftUI's button styles, accepted by `.buttonStyle` and drawn one way.
public enum ButtonStyleChoice: Sendable {
  case plain, borderless, bordered, borderedProminent, automatic
}

/// SwiftUI's list styles, accepted by `.listStyle` and drawn one way.
public enum ListStyleChoice: Sendable {
  case plain, inset, insetGrouped, grouped, sidebar, automatic
}

extension Color {
  /// SwiftUI's grey.
  public static let gray = Color.brightBlack
  /// SwiftUI's secondary style: grey.
  public static let secondary = Color.brightBlack
  /// SwiftUI's orange.
  public static let orange = Color.palette(208)
  /// SwiftUI's pink.
  public static let pink = Color.palette(205)
  /// SwiftUI's purple.
  public static let purple = Color.magenta
  /// The colour of buttons and links.
  public static let accentColor = Color.cyan
  /// SwiftUI's tertiary style: grey.
  public static let tertiary = Color.brightBlack
  /// SwiftUI's indigo.
  public static let indigo = Color.palette(61)
  /// SwiftUI's teal.
  public static let teal = Color.palette(37)
  /// SwiftUI's mint.
  public static let mint = Color.palette(79)
  /// SwiftUI's brown.
  public static let brown = Color.palette(137)
}
