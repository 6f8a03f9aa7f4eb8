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
  /// Called after every redraw (the interactive mode starts and stops its animation timer).
  var onRedraw: (() -> Void)?
  /// Whether the store's changes wait to be drawn: `drawingOnce` draws them when it is done.
  var holdsChanges = false

  /// Starts drawing on `device` with a fresh renderer, redrawing through `observation`.
  func attach(to device: any TerminalDevice, observation: ObserveToken) {
    self.device = device
    renderer = Renderer(styleSupport: renderer.styleSupport)
    self.observation = observation
  }

  /// Writes what changed of `frame` (made for the device's size) on the device; false when no
  /// terminal is attached.
  func draw(minimumSize: TerminalSize, _ frame: (TerminalSize) -> [Line]) -> Bool {
    guard let device else { return false }
    let size = device.size
    let output = renderer.render(frame(size), size: size, minimumSize: minimumSize)
    if !output.isEmpty { device.write(output) }
    onRedraw?()
    return true
  }
}
