import Composable
import Foundation

/// What an action did to the state: the states before and after until the diff is first read
/// (most logs are never read whole), then the diff alone. A change that follows another starts
/// from that one's dump of its new state, so a log read in order dumps each state once.
final class StateChange: @unchecked Sendable {  // `lock` guards every stored `var`
  private let lock = NSLock()
  private var states: (old: Any, new: Any)?
  /// The change before, whose new state is this one's old state.
  private var previous: StateChange?
  /// The new state's dump, kept for the change after this one until it takes it.
  private var newStateDump: DumpedValue?
  private var computedDiff: String?

  /// The change from `old` to `new`, not diffed yet, after `previous` when it ended with `old`.
  init(old: Any, new: Any, following previous: StateChange?) {
    states = (old, new)
    self.previous = previous
  }

  /// The state diff (`-` old, `+` new lines), or nil when the state did not change.
  var diff: String? {
    lock.withLock {
      if let states {
        let old = previous?.takeNewStateDump() ?? DumpedValue(states.old)
        let new = DumpedValue(states.new)
        computedDiff = Composable.diff(old, new)
        newStateDump = new
        self.states = nil
        previous = nil
      }
      return computedDiff
    }
  }

  /// The new state's dump, if this change was diffed and the next one has not taken it yet.
  private func takeNewStateDump() -> DumpedValue? {
    lock.withLock {
      defer { newStateDump = nil }
      return newStateDump
    }
  }
}
