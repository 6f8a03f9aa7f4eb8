import Composable

/// The actions a store received, each with the state diff it caused: what the action log panel
/// shows and what script mode prints.
@MainActor
public final class ActionLog {
  /// One action as the store received it and the change it made.
  public struct Entry: Equatable, Sendable {
    /// The action, dumped readably.
    public let action: String
    /// The state diff (`-` old, `+` new lines), or nil when the state did not change.
    public let diff: String?
  }

  /// Every entry, oldest first.
  public private(set) var entries: [Entry] = []

  /// An empty log.
  public init() {}

  /// Records an action and the states before and after it.
  public func record(action: Any, oldState: Any, newState: Any) {
    entries.append(Entry(action: customDump(action), diff: diff(oldState, newState)))
  }

  /// A printer for `_printChanges` that records into this log.
  public func printer<State, Action>() -> _ReducerPrinter<State, Action> {
    _ReducerPrinter { [weak self] action, oldState, newState in
      MainActor.assumeIsolated {
        self?.record(action: action, oldState: oldState, newState: newState)
      }
    }
  }
}

extension ActionLog.Entry {
  /// The entry's lines as the panel and scripts show them: the action, then the diff with
  /// removed lines red and added lines green.
  public var lines: [Line] {
    let actionLines = action.split(separator: "\n", omittingEmptySubsequences: false)
    var lines = actionLines.enumerated().map { index, text in
      Line(index == 0 ? "▸ " : "  ", style: .bold) + Line(String(text), style: .bold)
    }
    guard let diff = self.diff else {
      lines.append(Line("  (no state changes)", style: .dim))
      return lines
    }
    for text in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      let marker = text.first { $0 != " " }
      let style: Style =
        marker == "-" || marker == "−" ? .color(.red) : marker == "+" ? .color(.green) : .dim
      lines.append(Line("  " + text, style: style))
    }
    return lines
  }
}
