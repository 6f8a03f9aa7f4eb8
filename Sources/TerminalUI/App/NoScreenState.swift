/// The screen state of an app whose screen keeps nothing of its own (no selection, no focus).
public struct NoScreenState: Equatable, Sendable {
  /// The empty screen state.
  public init() {}
}
