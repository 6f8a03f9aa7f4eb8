import Composable
import Testing

/// What a failing `TestStore` assertion attaches beside its issue: the state diff, with the
/// states in full, and every action the store reduced so far. Swift Testing keeps attachments
/// when asked (`swift test --attachments-path DIR` writes each to a file there); the issue itself,
/// its message and its line stay as they are.
enum TestStoreFailureAttachment {
  /// The name of the state attachment.
  static let stateDiffName = "TestStore state diff.txt"
  /// The name of the actions attachment.
  static let actionsName = "TestStore actions.txt"

  /// The text of the state attachment. With `expectation`, the step compared states: the diff of
  /// the expected state against the actual one. Without, the failure is about something else (an
  /// action, an effect): the diff of the state the test has asserted against the store's state
  /// now, which shows what actions the test has not received yet changed.
  static func stateDiffText(
    failure: String, at location: SourceLocation, asserted: Any, current: Any,
    expectation: (expected: Any, actual: Any)?
  ) -> String {
    var sections = [heading(failure, at: location)]
    if let expectation {
      sections.append(
        diffSection(
          expectation.expected, expectation.actual,
          legend: "The state the step expected (−) against the state it left (+):",
          sameText: "The two states print the same, yet they are not equal."))
      sections.append("The expected state, in full:\n\(indented(customDump(expectation.expected)))")
      sections.append("The actual state, in full:\n\(indented(customDump(expectation.actual)))")
    } else {
      sections.append(
        diffSection(
          asserted, current,
          legend: "The state the test has asserted (−) against the store's state now (+):",
          sameText: "The store's state now is the state the test has asserted."))
      sections.append("The store's state now, in full:\n\(indented(customDump(current)))")
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The text of the actions attachment: each action the store reduced, in order, sent by the
  /// test or received from an effect; `unassertedCount` last received ones the test has not
  /// received with `receive` yet are marked.
  static func actionsText(
    failure: String, at location: SourceLocation, actions: [(action: Any, wasSent: Bool)],
    unassertedCount: Int
  ) -> String {
    let heading = heading(failure, at: location)
    guard !actions.isEmpty else {
      return "\(heading)\n\nThe store reduced no action before this failure.\n"
    }
    let receivedCount = actions.count(where: { !$0.wasSent })
    var receivedSoFar = 0
    let numberWidth = String(actions.count).count
    let lines = actions.enumerated().map { index, entry in
      if !entry.wasSent { receivedSoFar += 1 }
      let isUnasserted = !entry.wasSent && receivedSoFar > receivedCount - unassertedCount
      let number = String(index + 1)
      let prefix =
        String(repeating: " ", count: numberWidth - number.count) + number + ". "
        + (entry.wasSent ? "sent     " : "received ")
      let dump = customDump(entry.action).split(separator: "\n", omittingEmptySubsequences: false)
      let continuation = String(repeating: " ", count: prefix.count)
      return dump.enumerated().map { line, text in (line == 0 ? prefix : continuation) + text }
        .joined(separator: "\n") + (isUnasserted ? "  (not received by the test yet)" : "")
    }
    return """
      \(heading)

      The actions the store reduced, in order: sent by the test, or received from an effect.

      \(lines.joined(separator: "\n"))

      """
  }

  /// The failure's first line and where it was reported.
  private static func heading(_ failure: String, at location: SourceLocation) -> String {
    let summary = failure.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? failure
    return "\(location.fileID):\(location.line): \(summary)"
  }

  /// The −/+ diff of two values under `legend`, or `sameText` when they print the same.
  private static func diffSection(_ old: Any, _ new: Any, legend: String, sameText: String) -> String {
    guard let difference = diff(old, new) else { return sameText }
    return "\(legend)\n\(difference)"
  }

  /// `text` with every line indented by two spaces.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}

extension TestStore {
  /// An action the store reduced, and whether the test sent it (else an effect did).
  struct ReducedAction {
    let action: Action
    let wasSent: Bool
  }

  /// Attaches the state diff and the actions so far to the failure just reported at `location`;
  /// `expectation` is the step's expected and actual states when the failure compared them.
  func attachFailureContext(
    _ failure: String, at location: SourceLocation, expectation: (expected: State, actual: State)?
  ) {
    let stateDiff = TestStoreFailureAttachment.stateDiffText(
      failure: failure, at: location, asserted: state, current: runtime.state,
      expectation: expectation.map { ($0.expected, $0.actual) })
    let actions = TestStoreFailureAttachment.actionsText(
      failure: failure, at: location,
      actions: reducedActions.map { ($0.action, $0.wasSent) },
      unassertedCount: receivedActions.count)
    recordTestStoreAttachment(stateDiff, named: TestStoreFailureAttachment.stateDiffName, at: location)
    recordTestStoreAttachment(actions, named: TestStoreFailureAttachment.actionsName, at: location)
  }
}
