import Composable
import Foundation

/// What an action did to the state, as an action log entry keeps it: the states before and after
/// until the diff is first read, then the diff alone. Most logs are never read whole (a test
/// that does not open the panel, an app whose learner does not), so diffing the whole state on
/// every action, most of what recording one cost, waits until an entry's diff is wanted, and
/// happens at most once.
final class StateChange: @unchecked Sendable {  // `lock` guards both stored properties
  private let lock = NSLock()
  private var states: (old: Any, new: Any)?
  private var computedDiff: String?

  /// The change from `old` to `new`, not diffed yet.
  init(old: Any, new: Any) {
    states = (old, new)
  }

  /// The state diff (`-` old, `+` new lines), or nil when the state did not change.
  var diff: String? {
    lock.withLock {
      if let states {
        computedDiff = Composable.diff(states.old, states.new)
        self.states = nil
      }
      return computedDiff
    }
  }
}
