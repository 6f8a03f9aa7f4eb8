import Composable
import Testing

extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect sent back is `expectedAction`, waiting for it up to
  /// the timeout, and asserts how it changed the state, as `send` does.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.timerTick) {
  ///   $0.count = 1
  /// }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      expectedDescription: customDump(expectedAction),
      unexpectedActionMessage: {
        TestStoreMessage.unexpectedAction(expected: expectedAction, received: $0)
      },
      timeout: timeout, updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }
}

extension TestStore {
  /// Asserts that the next action an effect sent back is of the case of `actionCase`, whatever
  /// its payload, and asserts how it changed the state:
  /// `await store.receive(Action.factResponse) { $0.fact = "0 is a good number." }`.
  public func receive<Value>(
    _ actionCase: @escaping (Value) -> Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let extractor = CaseExtractor(actionCase)
    await receiveAction(
      matching: { extractor.extract(from: $0) != nil },
      expectedDescription: "an action of the case of the given embed function, payload \(Value.self)",
      unexpectedActionMessage: {
        TestStoreMessage.unexpectedActionCase(received: $0, payloadType: Value.self)
      },
      timeout: timeout, updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }

  /// Asserts that the next action an effect sent back is the case of `actionCase` with the
  /// payload `value`, and asserts how it changed the state:
  /// `await store.receive(Action.factResponse, "0 is a good number.") { … }`.
  public func receive<Value: Equatable>(
    _ actionCase: @escaping (Value) -> Action,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let extractor = CaseExtractor(actionCase)
    let expectedAction = actionCase(value)
    await receiveAction(
      matching: { extractor.extract(from: $0) == value },
      expectedDescription: customDump(expectedAction),
      unexpectedActionMessage: {
        TestStoreMessage.unexpectedAction(expected: expectedAction, received: $0)
      },
      timeout: timeout, updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }

  /// Asserts that the next action an effect sent back satisfies `isMatching`, and asserts how it
  /// changed the state; for a case without payload when actions are not `Equatable`:
  /// `await store.receive { if case .timerTick = $0 { true } else { false } }`.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      expectedDescription: "an action that satisfies the predicate given to \"receive\"",
      unexpectedActionMessage: { TestStoreMessage.unmatchedAction(received: $0) },
      timeout: timeout, updateStateToExpectedResult,
      at: SourceLocation(fileID, filePath, line, column))
  }

  /// Waits for a received action, takes the next one (exhaustive) or the first matching one
  /// (non-exhaustive, skipping those before it), checks it matches, and asserts the state it left.
  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    expectedDescription: String,
    unexpectedActionMessage: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    lastStepLocation = location
    guard
      await waitForAction(
        matching: isMatching, expectedDescription: expectedDescription, timeout: timeout,
        at: location)
    else { return }

    if exhaustivity != .on,
      let index = receivedActions.firstIndex(where: { isMatching($0.action) }), index > 0
    {
      let skipped = receivedActions[..<index]
      report(TestStoreMessage.skippedReceivedActions(skipped.map(\.action)), at: location)
      if receivedActions[index - 1].stateBefore == nil { state = receivedActions[index - 1].state }
      receivedActions.removeFirst(index)
    }

    let received = receivedActions.removeFirst()
    nextStackElementIDBeforeStep = received.nextStackElementIDBefore
    if !isMatching(received.action) {
      report(unexpectedActionMessage(received.action), at: location)
    }
    assertState(
      before: received.stateBefore ?? state, after: received.state, updateStateToExpectedResult,
      at: location)
    if received.stateBefore == nil { state = received.state }
    await yieldToRunningEffects()
  }

  /// Lets the effects still running go on a little before `receive` returns, as TCA's does with
  /// a bounded number of yields (never a wait for them to end): an effect whose loop ends right
  /// after the action it sent has ended by the next step or the end-of-test check. Each yield
  /// awaits a task off the main actor, so what the effects awaited elsewhere can come back.
  private func yieldToRunningEffects() async {
    for _ in 0..<yieldsAfterReceive {
      skippedEffects.removeAll { $0.effect.isFinished }
      guard !inFlightEffects.isEmpty || !skippedEffects.isEmpty else { return }
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }

  /// Yields the main actor until an action to receive has arrived (any action when exhaustive, a
  /// matching one otherwise); false, after failing the test, when the timeout passes first or no
  /// running effect (tracked or skipped) is left that could send one.
  private func waitForAction(
    matching isMatching: (Action) -> Bool,
    expectedDescription: String,
    timeout: Duration?,
    at location: SourceLocation
  ) async -> Bool {
    let limit = timeout ?? self.timeout
    let start = ContinuousClock.now
    var hasWaited = false
    while true {
      let hasArrived =
        exhaustivity == .on
        ? !receivedActions.isEmpty
        : receivedActions.contains { isMatching($0.action) }
      if hasArrived { return true }
      let timedOut = ContinuousClock.now - start >= limit
      skippedEffects.removeAll { $0.effect.isFinished }
      let running = inFlightEffects + skippedEffects
      if running.isEmpty || timedOut {
        report(
          TestStoreMessage.actionNotReceived(
            expected: expectedDescription, waited: timedOut && hasWaited ? limit : nil,
            exhaustivity: exhaustivity, runningEffects: running.map(\.action),
            timeoutWasGiven: timeout != nil),
          at: location, as: .on)
        return false
      }
      hasWaited = true
      await Task.yield()
    }
  }
}

/// How many times, at most, `receive` yields to the running effects before it returns. TCA
/// yields 20 times; here every suite of a `swift test` run shares the main actor, where effects
/// run, so a busy run needs more turns for an effect to reach its end. The yields stop as soon as
/// no effect is running, so a `receive` with nothing left running costs none of them.
private let yieldsAfterReceive = 100
