import Dispatch

/// Calls a function on the main actor at a fixed interval until stopped (the spinner's animation,
/// the demo's steps).
@MainActor
public final class RepeatingTimer {
  private var source: (any DispatchSourceTimer)?

  /// Starts calling `action` every `interval`, the first time after one interval.
  public init(interval: DispatchTimeInterval, action: @escaping @MainActor () -> Void) {
    let source = DispatchSource.makeTimerSource(queue: .main)
    source.schedule(deadline: .now() + interval, repeating: interval)
    source.setEventHandler {
      MainActor.assumeIsolated { action() }
    }
    source.resume()
    self.source = source
  }

  /// Stops the calls.
  public func stop() {
    source?.cancel()
    source = nil
  }
}
