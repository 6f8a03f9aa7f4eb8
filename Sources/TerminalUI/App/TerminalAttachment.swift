import Composable

/// The terminal an app draws on while it runs: the device, the renderer that writes what changed,
/// the observation that redraws, the styles, the animation's tick, and who hears of redraws and the exit.
@MainActor
final class TerminalAttachment {
  /// The terminal drawn on; nil before the app starts (a script only prints frames).
  var device: (any TerminalDevice)?
  /// The frame last written, diffed with the next, and whether styles are drawn.
  var renderer = Renderer(styleSupport: .plain)
  /// The store observation that redraws.
  var observation: ObserveToken?
  /// The animation tick that spinners show.
  var tick = 0
  /// Called with the exit code when the app quits.
  var onExit: ((Int32) -> Void)?
  /// Called after every frame drawn on the device (tests count frames).
  var onRedraw: (() -> Void)?
  /// Whether the store's changes wait to be drawn: `drawingOnce` draws them when it is done.
  var holdsChanges = false
}
