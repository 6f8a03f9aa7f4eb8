import Composable

/// The text of every failure a `TestStore` reports: what went wrong, the values involved as dumps
/// and diffs, and what to do about it.
enum TestStoreMessage {
  /// The state after a step differs from the one the test expected.
  static func stateMismatch(expected: Any, actual: Any, exhaustivity: Exhaustivity) -> String {
    let hint =
      exhaustivity == .on
      ? """
        The closure gets the state before the action and must change it into the state after \
        it. Fix what it sets, or fix the reducer if the actual state is the wrong one.
        """
      : """
        The closure gets the state after the action (exhaustivity is off) and may only set what \
        it asserts. Fix what it sets, or fix the reducer if the actual state is the wrong one.
        """
    return """
      A state change does not match the expectation.

      \(difference(expected: expected, actual: actual, actualLabel: "Actual"))

      \(hint)
      """
  }

  /// A step without a closure changed the state.
  static func unexpectedChange(expected: Any, actual: Any) -> String {
    """
    The state was not expected to change, but it changed.

    \(difference(expected: expected, actual: actual, actualLabel: "Actual"))

    Pass a closure to this step that makes the changes shown above, such as \
    "{ $0.field = newValue }", or fix the reducer if the state should stay as it was.
    """
  }

  /// A step with a closure left the state as it was, and the closure changed nothing either.
  static let expectedChangeMissing = """
    Expected the state to change, but it did not change.

    The closure changed nothing, and neither did the action. If this step should leave the state \
    as it is, leave the closure out; otherwise fix the reducer.
    """

  /// The assertion closure threw.
  static func closureThrew(_ error: any Error) -> String {
    """
    The assertion closure threw an error: \(error)

    Make the closure set the state this step should leave, without throwing.
    """
  }

  /// The next received action is not the expected one.
  static func unexpectedAction(expected: Any, received: Any) -> String {
    """
    Received an action that was not expected.

    \(difference(expected: expected, actual: received, actualLabel: "Received"))

    \(receiveInOrderHint)
    """
  }

  /// The next received action is not of the expected case.
  static func unexpectedActionCase(received: Any, payloadType: Any.Type) -> String {
    """
    Received an action of another case than expected.

    Received:
    \(indented(customDump(received)))

    Expected: an action of the case of the embed function given to "receive" (its payload is a \
    "\(payloadType)").

    \(receiveInOrderHint)
    """
  }

  /// The next received action does not satisfy the predicate given to `receive`.
  static func unmatchedAction(received: Any) -> String {
    """
    Received an action that does not satisfy the predicate given to "receive".

    Received:
    \(indented(customDump(received)))

    \(receiveInOrderHint)
    """
  }

  private static let receiveInOrderHint = """
    Effects' actions are received in the order the effects sent them. Receive the action above \
    first, or fix the action this step expects.
    """

  /// No action arrived before the timeout, or none could arrive.
  static func actionNotReceived(
    expected: String, waited: Duration?, exhaustivity: Exhaustivity, runningEffects: [Any],
    timeoutWasGiven: Bool
  ) -> String {
    let what = exhaustivity == .on ? "an action" : "a matching action"
    let when = waited.map { " after \($0)" } ?? ""
    let suggestion: String
    if runningEffects.isEmpty {
      suggestion = """
        No effect is still running that could send it. Did the reducer return the effect, did the \
        effect end without sending the action, or was it cancelled?
        """
    } else {
      let timeoutHint =
        timeoutWasGiven
        ? "try a longer \"timeout\" on this step"
        : "pass a \"timeout\" to this step, or set \"store.timeout\""
      suggestion = """
        \(effectCount(runningEffects.count)) still running, started by:
        \(actionList(runningEffects))

        If the effect waits on a clock, advance the test clock first \
        ("await clock.advance(by: …)") or use an "ImmediateClock". If it does real asynchronous \
        work, \(timeoutHint).
        """
    }
    return """
      Expected to receive \(what), but received none\(when).

      Expected:
      \(indented(expected))

      \(suggestion)
      """
  }

  /// Received actions were left unasserted when the test sent another action.
  static func unhandledBeforeSend(_ actions: [Any]) -> String {
    """
    \(actionCount(actions.count)) must be handled before sending another action.

    Unhandled actions:
    \(actionList(actions))

    \(handleReceivedHint)
    """
  }

  /// Received actions were never asserted on by the end of the test, or by `finish`.
  static func unhandledReceivedActions(_ actions: [Any]) -> String {
    """
    The store received \(actions.count == 1 ? "an action" : "\(actions.count) actions") that \
    the test did not assert on.

    Unhandled actions:
    \(actionList(actions))

    \(handleReceivedHint)
    """
  }

  private static let handleReceivedHint = """
    Assert on each with "await store.receive(…)", skip them with \
    "await store.skipReceivedActions()", or make the test non-exhaustive with \
    "store.exhaustivity = .off".
    """

  /// An effect was still running at the end of the test.
  static func effectStillRunning(startedBy action: Any) -> String {
    """
    An effect started by \(customDump(action)) is still running at the end of the test.

    Every effect must end before the test does, so the test covers everything it does:
    • an effect waiting on a test clock ends once the test advances the clock \
    ("await clock.advance(by: …)");
    • a long-living effect (a timer, a stream) needs an action that cancels it, with \
    ".cancellable(id:)" and ".cancel(id:)";
    • an effect doing real asynchronous work ends if the test waits for it: \
    "await store.finish()".
    To let the test end while it runs, without asserting on it, call \
    "await store.skipInFlightEffects()".
    """
  }

  /// `finish` waited for effects that did not end in time.
  static func effectsDidNotFinish(runningEffects: [Any], waited: Duration) -> String {
    """
    Expected every effect to finish, but \(effectCount(runningEffects.count)) still running \
    after \(waited), started by:
    \(actionList(runningEffects))

    An effect waiting on a test clock ends once the test advances the clock \
    ("await clock.advance(by: …)"); a long-living effect (a timer, a stream) needs an action \
    that cancels it; real asynchronous work may need a longer "timeout". They are cancelled now.
    """
  }

  /// The effects of one send did not end in time.
  static func taskDidNotFinish(waited: Duration) -> String {
    """
    Expected the effects of this send to finish, but they are still running after \(waited).

    An effect waiting on a test clock ends once the test advances the clock \
    ("await clock.advance(by: …)"); a long-living effect needs an action that cancels it, or \
    "await task.cancel()"; real asynchronous work may need a longer "timeout".
    """
  }

  /// `skipReceivedActions()` skipped these actions.
  static func skippedReceivedActions(_ actions: [Any]) -> String {
    """
    \(actionCount(actions.count)) \(actions.count == 1 ? "was" : "were") skipped:
    \(actionList(actions))
    """
  }

  /// `skipInFlightEffects()` stopped tracking effects started by these actions.
  static func skippedInFlightEffects(_ actions: [Any]) -> String {
    """
    \(actions.count == 1 ? "1 in-flight effect is" : "\(actions.count) in-flight effects are") \
    no longer tracked, started by:
    \(actionList(actions))

    \(actions.count == 1 ? "It keeps" : "They keep") running: the actions \
    \(actions.count == 1 ? "it sends" : "they send") are still received.
    """
  }

  /// `skipReceivedActions()` had nothing to skip.
  static let nothingReceivedToSkip = """
    There were no received actions to skip.

    Remove this call, or pass "strict: false" if it is fine that there are none.
    """

  /// `skipInFlightEffects()` had nothing to skip.
  static let nothingInFlightToSkip = """
    There were no in-flight effects to skip.

    Remove this call, or pass "strict: false" if it is fine that there are none.
    """

  /// What the store shows, as a known issue, of an assertion it skipped: one a non-exhaustive
  /// store did not make, or actions and effects the test chose to skip.
  static func skipped(_ message: String) -> String {
    "Skipped assertion:\n\n" + message
  }

  /// The −/+ diff of two values with its legend, or both dumps when their texts are the same.
  private static func difference(expected: Any, actual: Any, actualLabel: String) -> String {
    guard let difference = diff(expected, actual) else {
      return """
        Expected:
        \(indented(customDump(expected)))

        \(actualLabel):
        \(indented(customDump(actual)))

        (The values are not equal, yet they print the same.)
        """
    }
    return "\(indented(difference))\n\n(Expected: \u{2212}, \(actualLabel): +)"
  }

  /// `1 received action`, `2 received actions`.
  private static func actionCount(_ count: Int) -> String {
    count == 1 ? "1 received action" : "\(count) received actions"
  }

  /// `1 effect is`, `2 effects are`.
  private static func effectCount(_ count: Int) -> String {
    count == 1 ? "1 effect is" : "\(count) effects are"
  }

  /// One action per bullet, each dumped, its further lines aligned under its first.
  private static func actionList(_ actions: [Any]) -> String {
    actions.map { action in
      customDump(action).split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated().map { index, line in (index == 0 ? "  • " : "    ") + line }
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `text` with every line indented by two spaces.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}
