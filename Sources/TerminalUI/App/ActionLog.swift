import Composable
import Foundation

/// The actions a store received, each with the state diff it caused: what the action log panel
/// shows and what script mode prints.
@MainActor
public final class ActionLog {
  /// One action as the store received it and the change it made.
  public struct Entry: Equatable, Sendable {
    /// The action, dumped readably.
    public let action: String
    /// The state diff (`-` old, `+` new lines), or nil when the state did not change.
    public var diff: String? { change.diff }
    /// The message of an error the action carries (a `TaskResult`'s failure), if any.
    public let error: String?
    /// The states before and after the action, or their diff once read.
    let change: StateChange

    /// Whether two entries show the same: the same action, diff and error.
    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.action == rhs.action && lhs.error == rhs.error && lhs.diff == rhs.diff
    }
  }

  /// A line the log shows between entries: where the session went on from an earlier step.
  public struct Note: Equatable, Sendable {
    /// How many entries come before the note.
    public let afterEntry: Int
    /// What it says.
    public let text: String
  }

  /// Every entry, oldest first.
  public private(set) var entries: [Entry] = []
  /// The notes, oldest first.
  public private(set) var notes: [Note] = []
  /// The panel's rows as last laid out, kept between frames (`rows(width:folds:)`).
  private(set) var laidOut = LogRows(width: 0, folds: false)
  /// How many times an entry was laid out, over every layout (a frame lays out only what is new).
  private(set) var entriesLaidOut = 0
  /// Whether the store's state is the one the last entry left (until time travel changes it).
  private var stateIsWhatLastEntryLeft = false
  /// Whether each entry's diff is worked out as soon as it is recorded, off the main actor
  /// (`diffs`), for a reader that reads every one (script mode prints them all).
  var diffsAsRecorded = false
  /// Where the entries' diffs are worked out when `diffsAsRecorded`: one at a time, oldest
  /// first, so each starts from the dump of the state the one before it left. Reading a diff
  /// before it is made there waits for it (`StateChange` lets one reader at a time make it).
  private lazy var diffs = DispatchQueue(label: "ActionLog.diffs")

  /// Records an action the store reduced and its states, diffed from the last entry's dump of the
  /// state it left (unless `stateWasPutBack()` was called since): when first read, or at once off
  /// the main actor when `diffsAsRecorded`.
  func recordReduced(action: Any, oldState: Any, newState: Any) {
    let previous = stateIsWhatLastEntryLeft ? entries.last?.change : nil
    let change = StateChange(old: oldState, new: newState, following: previous)
    entries.append(Entry(action: customDump(action), error: ActionLog.errorMessage(in: action), change: change))
    stateIsWhatLastEntryLeft = true
    if diffsAsRecorded { diffs.async { _ = change.diff } }
  }

  /// Tells the log that time travel put a past state back: the next diff starts from that state.
  func stateWasPutBack() {
    stateIsWhatLastEntryLeft = false
  }

  /// The description of the first error in a value's payload, a few levels deep.
  static func errorMessage(in value: Any, depth: Int = 0) -> String? {
    if let error = value as? any Error {
      return (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    }
    guard depth < 6 else { return nil }
    for child in Mirror(reflecting: value).children {
      if let message = errorMessage(in: child.value, depth: depth + 1) { return message }
    }
    return nil
  }

  /// Forgets the entries after the first `count` (and their notes), and notes why.
  public func dropEntries(after count: Int, note text: String) {
    entries.removeSubrange(min(count, entries.count)...)
    stateIsWhatLastEntryLeft = false
    laidOut = LogRows(width: 0, folds: false)
    notes.removeAll { $0.afterEntry > count }
    notes.append(Note(afterEntry: count, text: text))
  }

  /// The notes and entries as the panel's rows at `width`, laying out only what is new.
  func rows(width: Int, folds: Bool) -> LogRows {
    if laidOut.width != width || laidOut.folds != folds { laidOut = LogRows(width: width, folds: folds) }
    entriesLaidOut += laidOut.extend(with: self)
    return laidOut
  }
}
