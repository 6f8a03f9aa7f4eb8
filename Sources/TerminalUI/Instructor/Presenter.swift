/// The presenter view, for a projector (`P`, `--present`, script `present`): no header or
/// footer, the app, and the action being discussed (the newest, or the step time travel shows)
/// with its diff in a panel of its own.
@MainActor
struct Presenter {
  /// Whether the presenter view is on.
  var isPresenting = false

  /// The presenter's key as help and `--help` list it.
  static let hint = KeyHint("P", "presenter view")

  /// The presenter view's frame for a window of `size`: the view `view` draws (at least
  /// `minimumViewSize`) and the panel of `log`'s entry at `step` (0: none yet) of `lastStep`.
  func frame(
    size: TerminalSize, minimumViewSize: TerminalSize, log: ActionLog, step: Int, lastStep: Int,
    view: (TerminalSize) -> [Line]
  ) -> [Line] {
    let layout = PresenterLayout(size: size, minimumViewSize: minimumViewSize)
    let panel = PresenterActionPanel(
      entry: step > 0 ? log.entries[step - 1] : nil, step: step, lastStep: lastStep)
    return layout.lines(view: view(layout.viewSize), panel: panel.lines(size:))
  }
}
