import Composable
import Testing

extension TestStore {
  /// Asserts something about the current state without sending an action:
  /// `store.assert { $0.count = 1 }` fails if the closure changes what it sets.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID, filePath, line, column)
    lastStepLocation = location
    nextStackElementIDBeforeStep = runtime.dependencies.stackElementID.peek()
    withoutActuallyEscaping(updateStateToExpectedResult) { updateStateToExpectedResult in
      assertState(
        before: state, after: state, updateStateToExpectedResult, at: location,
        expectsChange: false)
    }
  }

  /// Checks one step's state change against the test's closure, as the exhaustivity says:
  /// exhaustively, the closure turns the state before the step into the state after it; else it
  /// changes the state after the step only where it asserts something.
  func assertState(
    before previous: State,
    after actual: State,
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation,
    expectsChange: Bool = true
  ) {
    switch exhaustivity {
    case .on:
      var expected = previous
      guard apply(updateStateToExpectedResult, to: &expected, at: location) else { return }
      if expected != actual {
        let message =
          updateStateToExpectedResult == nil
          ? TestStoreMessage.unexpectedChange(expected: expected, actual: actual)
          : TestStoreMessage.stateMismatch(expected: expected, actual: actual, exhaustivity: .on)
        report(message, at: location, expectation: (expected, actual))
      } else if expectsChange, updateStateToExpectedResult != nil, expected == previous {
        report(TestStoreMessage.expectedChangeMissing, at: location)
      }

    case .off(let showSkippedAssertions):
      var expected = actual
      guard apply(updateStateToExpectedResult, to: &expected, at: location) else { return }
      if expected != actual {
        report(
          TestStoreMessage.stateMismatch(expected: expected, actual: actual, exhaustivity: exhaustivity),
          at: location, as: .on, expectation: (expected, actual))
        return
      }
      guard showSkippedAssertions else { return }
      var exhaustiveExpectation = previous
      guard apply(updateStateToExpectedResult, to: &exhaustiveExpectation, at: location),
        exhaustiveExpectation != actual
      else { return }
      let message =
        updateStateToExpectedResult == nil
        ? TestStoreMessage.unexpectedChange(expected: exhaustiveExpectation, actual: actual)
        : TestStoreMessage.stateMismatch(
          expected: exhaustiveExpectation, actual: actual, exhaustivity: .on)
      report(message, at: location, expectation: (exhaustiveExpectation, actual))
    }
  }

  /// Runs the test's closure on `state` with the store's dependencies, its stack element ids
  /// counted from where the reducer's were when the step began; false, after reporting it, if
  /// the closure threw.
  private func apply(
    _ updateStateToExpectedResult: ((inout State) throws -> Void)?,
    to state: inout State,
    at location: SourceLocation
  ) -> Bool {
    guard let updateStateToExpectedResult else { return true }
    var dependencies = runtime.dependencies
    dependencies.stackElementID = .incrementing(from: nextStackElementIDBeforeStep.generation)
    do {
      try withIssueReporters([SwiftTestingIssueReporter()]) {
        try DependencyValues.$_current.withValue(dependencies) {
          try updateStateToExpectedResult(&state)
        }
      }
      return true
    } catch {
      report(TestStoreMessage.closureThrew(error), at: location, as: .on)
      return false
    }
  }

  /// Reports a failure as the exhaustivity says: an issue when on, with the state diff and the
  /// actions so far attached (`expectation`: the step's expected and actual states, when it
  /// compared them); a known issue when off and showing skipped assertions; nothing when off.
  func report(
    _ message: String, at location: SourceLocation, as exhaustivity: Exhaustivity? = nil,
    expectation: (expected: State, actual: State)? = nil
  ) {
    switch exhaustivity ?? self.exhaustivity {
    case .on:
      recordTestStoreIssue(message, at: location)
      attachFailureContext(message, at: location, expectation: expectation)
    case .off(showSkippedAssertions: true):
      recordTestStoreIssue(TestStoreMessage.skipped(message), at: location, isKnown: true)
    case .off(showSkippedAssertions: false):
      break
    }
  }
}
