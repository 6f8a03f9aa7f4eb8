/// The action log panel as the learner left it: whether the app offers it, whether it is shown,
/// how far it is scrolled, and how much of the screen it takes.
struct LogPanelState {
  /// Whether `l` opens it (and the instructor's keys work, which show it).
  var isOffered = true
  /// Whether the panel is shown (`l`).
  var isVisible = false
  /// How many rows it is scrolled back from where it rests (`[` and `]`).
  var scrollBack = 0
  /// How much of the screen it takes while shown (`w`).
  var layout = ActionLogPanel.Layout.side

  /// Shows or hides the panel, at rest.
  mutating func toggle() {
    isVisible.toggle()
    scrollBack = 0
  }

  /// Takes the next layout, at rest.
  mutating func cycleLayout() {
    layout = layout.next
    scrollBack = 0
  }

  /// Scrolls back by `rows` (forward when negative), stopping at the ends of `range`.
  mutating func scroll(by rows: Int, within range: ClosedRange<Int>) {
    scrollBack = min(max(range.lowerBound, scrollBack + rows), range.upperBound)
  }
}
