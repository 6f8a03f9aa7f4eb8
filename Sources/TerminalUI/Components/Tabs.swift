/// A tab bar: the titles side by side, the selected one in brackets and highlighted.
public struct Tabs {
  /// The tab titles, left to right.
  public var titles: [String]
  /// The index of the selected tab.
  public var selected: Int

  /// A tab bar with a selection.
  public init(titles: [String], selected: Int) {
    self.titles = titles
    self.selected = selected
  }

  /// The bar and a rule under it. The selected tab reads `[ Title ]` in bold reverse video;
  /// the others `  Title  `. Cut with `…` when the bar is wider than `width`.
  public func lines(width: Int) -> [Line] {
    var bar = Line.empty
    for (index, title) in titles.enumerated() {
      if index > 0 { bar.append("│", style: .dim) }
      if index == selected {
        bar.append("[ \(title) ]", style: Style(bold: true, reverse: true))
      } else {
        bar.append("  \(title)  ")
      }
    }
    return [bar.truncated(toWidth: width), Line(String(repeating: "─", count: width), style: .dim)]
  }
}
