/// How much a `TestStore` makes a test prove: everything that happens (`.on`, the default), or
/// only what the test chooses to assert (`.off`).
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every effect must be asserted: the closure of
  /// `send` and `receive` gets the state before the step and must turn it into the state after it,
  /// actions sent back by effects must all be received, and no effect may outlive the test.
  case on

  /// Only what the test asserts is checked: the closure gets the state after the step and changes
  /// only what it asserts, unasserted received actions are skipped, and effects may outlive the
  /// test. With `showSkippedAssertions`, everything skipped is shown as a known issue.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without showing what was skipped.
  public static var off: Self { .off(showSkippedAssertions: false) }
}
