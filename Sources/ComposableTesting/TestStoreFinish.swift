import Composable
import Testing

extension TestStore {
  /// Waits until every effect has ended, up to the timeout, then checks that every action they
  /// sent back was received: the end-of-test checks, at this line. Effects still running after
  /// the timeout fail the test and are cancelled.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID, filePath, line, column)
    lastStepLocation = location
    let limit = timeout ?? self.timeout
    let start = ContinuousClock.now
    await letEffectsStart()
    while !inFlightEffects.isEmpty {
      guard ContinuousClock.now - start < limit else {
        let running = inFlightEffects
        report(
          TestStoreMessage.effectsDidNotFinish(runningEffects: running.map(\.action), waited: limit),
          at: location)
        for effect in running { effect.effect.cancel() }
        break
      }
      await Task.yield()
    }
    reportUnhandledReceivedActions(at: location)
  }
}
