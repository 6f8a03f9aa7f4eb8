/// A quantity control: `[ Add to Cart ]` while the quantity is zero, `[-] 2 [+]` after.
public struct Stepper {
  /// The quantity shown.
  public var value: Int
  /// The label shown instead of the quantity while it is zero.
  public var zeroLabel: String
  /// Whether the stepper has the keyboard focus (drawn in reverse video).
  public var isFocused: Bool

  /// A stepper showing `value`.
  public init(value: Int, zeroLabel: String = "Add to Cart", isFocused: Bool = false) {
    self.value = value
    self.zeroLabel = zeroLabel
    self.isFocused = isFocused
  }

  /// The stepper as one line.
  public var line: Line {
    let focus: Style = isFocused ? .reverse : .plain
    guard value != 0 else { return Line("[ \(zeroLabel) ]", style: Style.bold.adding(focus)) }
    return Line("[-]", style: Style.bold.adding(focus)) + Line(" \(value) ", style: focus)
      + Line("[+]", style: Style.bold.adding(focus))
  }
}
