/// What a view draws from: the store's state, the screen's own state (selection, focus), the
/// size it has, the animation tick for spinners, and the reason of the last failure an action
/// carried.
public struct ViewContext<State, ScreenState> {
  /// The feature's state, as the store holds it now.
  public let state: State
  /// The screen's own state: what SwiftUI would keep in `@State` (a selection, a focus).
  public let screen: ScreenState
  /// The space the view has (the window minus header, footer and open panels).
  public let size: TerminalSize
  /// The animation tick: pass it to `Spinner`.
  public let tick: Int
  /// The message of the error the newest failing action carried (`fetchProductsResponse(
  /// .failure(…))`): a view in an error state shows it as the reason, since the state often
  /// keeps only that something failed.
  public let lastError: String?

  /// A context for drawing a view (apps build these; tests may too).
  public init(
    state: State, screen: ScreenState, size: TerminalSize, tick: Int, lastError: String? = nil
  ) {
    self.state = state
    self.screen = screen
    self.size = size
    self.tick = tick
    self.lastError = lastError
  }
}
