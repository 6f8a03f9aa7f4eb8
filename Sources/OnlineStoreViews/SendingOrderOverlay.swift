import TerminalUI

/// The busy overlay while the cart's order is on its way (`isRequestInProcess`): a box with a
/// spinner over the dimmed screen, which takes no keys meanwhile.
public struct SendingOrderOverlay {
  /// The animation tick, for the spinner.
  public let tick: Int

  /// The overlay at a tick of the spinner.
  public init(tick: Int) {
    self.tick = tick
  }

  /// The frame `base` with the box centred over it, in a window of `size`.
  public func lines(over base: [Line], size: TerminalSize) -> [Line] {
    let content = [
      .empty, Spinner(tick: tick, label: "Sending your order…").line, .empty,
    ]
    let box = Box(title: "Please wait", content: content, borderStyle: .bold)
      .lines(width: min(size.columns - 2, 30))
    return Overlay.center(box, over: base, size: size)
  }
}
