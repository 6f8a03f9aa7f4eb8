import TerminalUI

/// The trail of a navigation stack on one line: `Products › Fjallraven… › Mens Cotton Jacket`,
/// the root and the screens under the top one dimmed, the top one bold. Each crumb is cut to
/// `crumbWidth`; when the trail is still too wide, the oldest crumbs give way to `…`.
public struct Breadcrumb {
  /// The root's title, then each pushed screen's title, the top one last.
  public let titles: [String]
  /// The widest a crumb may be.
  public let crumbWidth: Int

  /// A trail of `titles`, each at most `crumbWidth` columns.
  public init(titles: [String], crumbWidth: Int = 24) {
    self.titles = titles
    self.crumbWidth = crumbWidth
  }

  /// The trail in at most `width` columns.
  public func line(width: Int) -> Line {
    let crumbs = titles.enumerated().map { index, title in
      Line(title.trimmingCharacters(in: .whitespaces), style: index == titles.count - 1 ? .bold : .dim)
        .truncated(toWidth: crumbWidth)
    }
    var shown = crumbs[...]
    while shown.count > 1, joined(shown, elided: shown.count < crumbs.count).width > width {
      shown = shown.dropFirst()
    }
    return joined(shown, elided: shown.count < crumbs.count).truncated(toWidth: width)
  }

  /// The crumbs separated by ` › `, after `… › ` when older crumbs were left out.
  private func joined(_ crumbs: ArraySlice<Line>, elided: Bool) -> Line {
    var line = elided ? Line("… › ", style: .dim) : Line.empty
    for (offset, crumb) in crumbs.enumerated() {
      if offset > 0 { line.append(" › ", style: .dim) }
      line.append(crumb)
    }
    return line
  }
}
