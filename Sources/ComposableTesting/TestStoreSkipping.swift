import Composable
import Testing

extension TestStore {
  /// Drops the actions effects sent back that the test has not received yet, moving the state to
  /// what they left: for a test that does not want to assert on them. An exhaustive store shows
  /// what was skipped as a known issue.
  ///
  /// - Parameter strict: When true, having nothing to skip fails the test.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await letEffectsStart()
    let location = SourceLocation(fileID, filePath, line, column)
    lastStepLocation = location
    guard !receivedActions.isEmpty else {
      if strict { report(TestStoreMessage.nothingReceivedToSkip, at: location, as: .on) }
      return
    }
    reportSkippedReceivedActions(
      at: location, as: exhaustivity == .on ? .off(showSkippedAssertions: true) : nil)
  }

  /// Stops tracking every effect still running, for a test that does not want to assert on them:
  /// the test may end while they run. An exhaustive store shows what it skipped as a known issue.
  ///
  /// As in TCA, this does not cancel them: they keep running, and an action one of them sends
  /// later is received like any other (`receive` it, or skip it). The store cancels them when it
  /// goes, at the end of the test. To stop an effect, send the action that cancels it.
  ///
  /// - Parameter strict: When true, having nothing to skip fails the test.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await letEffectsStart()
    let location = SourceLocation(fileID, filePath, line, column)
    lastStepLocation = location
    guard !inFlightEffects.isEmpty else {
      if strict { report(TestStoreMessage.nothingInFlightToSkip, at: location, as: .on) }
      return
    }
    report(
      TestStoreMessage.skippedInFlightEffects(inFlightEffects.map(\.action)), at: location,
      as: exhaustivity == .on ? .off(showSkippedAssertions: true) : nil)
    skippedEffects.removeAll { $0.effect.isFinished }
    skippedEffects += inFlightEffects
    inFlightEffects = []
  }

  /// Skips every received action, reporting them as skipped as `exhaustivity` says (or the
  /// store's exhaustivity).
  func reportSkippedReceivedActions(at location: SourceLocation, as exhaustivity: Exhaustivity? = nil) {
    guard !receivedActions.isEmpty else { return }
    report(
      TestStoreMessage.skippedReceivedActions(receivedActions.map(\.action)), at: location,
      as: exhaustivity)
    skipAllReceivedActions()
  }

  /// Fails the test if received actions were never asserted on, then skips them.
  func reportUnhandledReceivedActions(at location: SourceLocation) {
    guard !receivedActions.isEmpty else { return }
    report(TestStoreMessage.unhandledReceivedActions(receivedActions.map(\.action)), at: location)
    skipAllReceivedActions()
  }

  /// Forgets the received actions, moving the asserted state to what the last of them left,
  /// unless a send has overtaken it (the state that send left is the later one).
  func skipAllReceivedActions() {
    guard let last = receivedActions.last else { return }
    if last.stateBefore == nil { state = last.state }
    receivedActions.removeAll()
  }
}
