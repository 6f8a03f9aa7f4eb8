/// The message drawn instead of a view when the window is smaller than the view needs.
public enum WindowTooSmall {
  /// The message's text: `window too small: need W×H, have w×h`.
  public static func message(need: TerminalSize, have: TerminalSize) -> String {
    "window too small: need \(need), have \(have)"
  }

  /// The message wrapped and centred in the window, with a hint to enlarge it; keys other than
  /// Ctrl-C do nothing meanwhile.
  public static func lines(need: TerminalSize, have: TerminalSize) -> [Line] {
    let width = max(1, have.columns)
    let text = Line(message(need: need, have: have), style: .bold).wrapped(toWidth: width)
      + Line(
        "enlarge the window to continue: until then keys do nothing (Ctrl-C quits)", style: .dim
      ).wrapped(toWidth: width)
    let top = max(0, (have.rows - text.count) / 2)
    return Array(repeating: Line.empty, count: top) + text.map { $0.centered(inWidth: width) }
  }
}
