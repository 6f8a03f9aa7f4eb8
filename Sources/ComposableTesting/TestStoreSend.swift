import Composable
import Testing

extension TestStore {
  /// Sends an action and asserts how it changed the state.
  ///
  /// The closure gets the state before the action and must change it into the state after it;
  /// leave it out when the action should not change the state. (With exhaustivity off it gets the
  /// state after the action and sets only what it asserts.) Stack elements it appends get the ids
  /// the reducer's appends got, so `$0.path.append(…)` expects the push the reducer made.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// Actions that effects sent back before this step must have been received first; when they
  /// were not, the test fails and, as in TCA, they stay for a later `receive` or
  /// `skipReceivedActions()`. The effects this action starts are running when it returns; the
  /// returned task lets the test wait for them or cancel them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID, filePath, line, column)
    sendLocation = location
    lastStepLocation = location
    var stateLeftByOvertakenActions: State?
    if !receivedActions.isEmpty {
      switch exhaustivity {
      case .on:
        report(TestStoreMessage.unhandledBeforeSend(receivedActions.map(\.action)), at: location)
        stateLeftByOvertakenActions = keepReceivedActionsOvertaken()
      case .off:
        reportSkippedReceivedActions(at: location)
      }
    }

    let previousState = stateLeftByOvertakenActions ?? state
    nextStackElementIDBeforeStep = runtime.dependencies.stackElementID.peek()
    stateAfterSentAction = nil
    let task = withIssueReporters([SwiftTestingIssueReporter()]) {
      runtime.send(action, origin: .send)
    }
    let actualState = stateAfterSentAction ?? runtime.state
    assertState(before: previousState, after: actualState, updateStateToExpectedResult, at: location)
    state = actualState
    await letEffectsStart()
    return TestStoreTask(rawValue: task, timeout: timeout)
  }

  /// Keeps the received actions a send overtakes for a later `receive` or
  /// `skipReceivedActions()`, as TCA does, each with the state it started from; returns the state
  /// the last of them left, which the send starts from.
  private func keepReceivedActionsOvertaken() -> State {
    var before = state
    for index in receivedActions.indices {
      if receivedActions[index].stateBefore == nil { receivedActions[index].stateBefore = before }
      before = receivedActions[index].state
    }
    return before
  }

  /// Lets the effects just started run up to their first suspension, so a test can observe what
  /// they do at once (call a dependency, wait on a clock) right after `send` returns.
  func letEffectsStart() async {
    for _ in 0..<effectStartYields { await Task.yield() }
  }
}

/// How many times `send` yields the main actor to let new effects begin.
private let effectStartYields = 10
