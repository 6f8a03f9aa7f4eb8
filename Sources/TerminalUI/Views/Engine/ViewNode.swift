/// A view resolved for one frame: what the layout draws and the runtime searches for controls,
/// layers, titles and hooks.
indirect enum ViewNode {
  /// Text, wrapped or cut to fit.
  case text(TextRun)
  /// Lines drawn elsewhere (`DrawnLines`), placed at the leading edge, cut to the width.
  case lines([Line])
  /// Children laid out one below the other (`.vertical`) or side by side (`.horizontal`).
  case stack(StackLayout, [ViewNode])
  /// Children drawn over one another, the last on top (`ZStack`).
  case layered([ViewNode])
  /// Content built for the size the layout gives it (`GeometryReader`).
  case sized(SizedContent)
  /// Space that pushes its neighbours apart along the stack's axis.
  case spacer
  /// A line across (in a vertical stack) or down (in a horizontal one).
  case divider
  /// A control the focus can reach, drawn by its label.
  case control(Control, label: [ViewNode])
  /// Rows that scroll to keep the focused control in view (`List`, `Form`).
  case scroll([ViewNode])
  /// Empty space around the content.
  case padding(EdgeInsets, [ViewNode])
  /// Text attributes for everything inside (colour, weight) that the inside does not set.
  case styled(Style, [ViewNode])
  /// A colour filling the content's block behind it.
  case filled(Color, [ViewNode])
  /// A spinner, with a label.
  case progress(String?)
  /// Content with something presented over it: a sheet, an alert, a dialog.
  case presenting([ViewNode], Layer)
  /// Content that names the screen it is on (`.navigationTitle`).
  case titled(String, [ViewNode])
  /// Content with toolbar buttons above it.
  case toolbar([ViewNode], content: [ViewNode])
  /// Content that runs something when it appears (`.onAppear`, `.task`).
  case hooked(AppearanceHook, [ViewNode])
  /// A navigation stack's screen: the breadcrumb of titles above the top screen.
  case navigation(NavigationBar, [ViewNode])
  /// A tab's content with the title of its `.tabItem`.
  case tabItem(title: String, [ViewNode])
  /// A tab's content with its `.tag`.
  case tagged(AnyHashable, [ViewNode])
  /// A tab's content or a pushed screen, whose focus is remembered apart from the others'.
  case focusScope(ViewIdentity, [ViewNode])
}

/// How a stack lays out its children.
struct StackLayout {
  /// Down or across.
  enum Axis { case vertical, horizontal }
  /// The stack's direction.
  var axis: Axis
  /// Where a vertical stack puts children narrower than itself.
  var alignment: HorizontalAlignment
  /// The blank columns (across) or rows (down) between children.
  var spacing: Int
  /// Where a horizontal stack puts children shorter than itself.
  var verticalAlignment: VerticalAlignment = .center
}

/// A run of text and how it fits: `Text`'s node.
struct TextRun {
  /// The text.
  var string: String
  /// Its attributes.
  var style: Style
  /// Drawn in large block characters (`.font(.largeTitle)`).
  var isLarge = false
  /// At most this many lines; nil wraps as far as the space allows.
  var lineLimit: Int?
  /// An `Image`'s glyph: drawn, but no part of a control's title.
  var isSymbol = false
  /// The pieces of a `Text + Text`, each with its own attributes; nil for one piece.
  var pieces: [Span]?

  /// The text as one line in `style`, each piece keeping its own attributes.
  func line(_ style: Style) -> Line {
    guard let pieces else { return Line(string, style: style) }
    return Line(spans: pieces).underlaid(style)
  }

  /// The text in at most `width` columns and `height` rows: wrapped, cut with `…` at the last.
  func lines(width: Int, height: Int) -> [Line] {
    if isLarge, let rows = BlockDigits.rows(string), (rows.first?.displayWidth ?? 0) <= width, height >= rows.count {
      return rows.map { Line($0, style: self.style.adding(.bold)) }
    }
    let style = isLarge ? self.style.adding(.bold) : self.style
    let limit = min(height, lineLimit ?? height)
    let wrapped = limit == 1 ? [line(style)] : line(style).wrapped(toWidth: width)
    guard wrapped.count > limit else { return wrapped.map { $0.truncated(toWidth: width) } }
    var kept = Array(wrapped.prefix(limit))
    kept[limit - 1] = kept[limit - 1].clipped(toWidth: width - 1) + Line("…", style: style)
    return kept
  }
}

/// What runs when its view appears or goes: `.onAppear`, `.task` (cancelled when it goes),
/// `.onDisappear`.
struct AppearanceHook {
  /// What the hook does.
  enum Kind {
    case onAppear(@MainActor () -> Void)
    case task(@MainActor @Sendable () async -> Void)
    case onDisappear(@MainActor () -> Void)
  }
  /// Where the hook's view stands: it runs again only after the view went away.
  var identity: ViewIdentity
  /// What it does.
  var kind: Kind
}
