/// A spinner that shows work in progress, one frame per tick of the app's animation timer.
public struct Spinner {
  /// The frames, in order.
  public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The animation tick: which frame to show.
  public var tick: Int
  /// The text beside the spinner, e.g. `Loading products…`.
  public var label: String

  /// A spinner at a tick with a label.
  public init(tick: Int, label: String) {
    self.tick = tick
    self.label = label
  }

  /// The frame for a tick.
  public static func frame(at tick: Int) -> String {
    frames[((tick % frames.count) + frames.count) % frames.count]
  }

  /// The spinner and its label on one line.
  public var line: Line {
    Line(Spinner.frame(at: tick), style: .color(.cyan)) + Line(" " + label)
  }
}
