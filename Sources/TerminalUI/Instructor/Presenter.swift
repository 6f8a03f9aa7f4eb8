/// The presenter view, for a projector (`P`, `--present`, script `present`): no header or
/// footer, the app, and the action being discussed (the newest, or the step time travel shows)
/// with its diff in a panel of its own.
@MainActor
struct Presenter {
  /// Whether the presenter view is on.
  var isPresenting = false

  /// The presenter's key as help and `--help` list it.
  static let hint = KeyHint("P", "presenter view")

  /// The presenter view in the space it is given: the view `view` draws (at least
  /// `minimumViewSize`) and the panel of `log`'s entry at `step` (0: none yet) of `lastStep`,
  /// beside it or below it (`PresenterLayout`). Below the app, the panel takes every row the view
  /// leaves blank at its bottom, so a short window still shows the action and its diff.
  func body(
    minimumViewSize: TerminalSize, log: ActionLog, step: Int, lastStep: Int,
    view: @escaping (TerminalSize) -> [Line]
  ) -> some View {
    let panel = PresenterActionPanel(entry: step > 0 ? log.entries[step - 1] : nil, step: step, lastStep: lastStep)
    return GeometryReader { proxy in
      let size = TerminalSize(columns: Int(proxy.size.width), rows: Int(proxy.size.height))
      let layout = PresenterLayout(size: size, minimumViewSize: minimumViewSize)
      if layout.isSideBySide {
        HStack(alignment: .top) {
          DrawnLines(draw: view).frame(width: Double(layout.viewSize.columns * 10), height: Double(size.rows * 20))
          DrawnLines(draw: panel.lines(size:))
        }
      } else {
        DrawnLines { size in
          var shown = view(layout.viewSize)
          while let last = shown.last, last.plainText.allSatisfy(\.isWhitespace) { shown.removeLast() }
          return shown + panel.lines(size: TerminalSize(columns: size.columns, rows: size.rows - shown.count))
        }
      }
    }
  }
}
