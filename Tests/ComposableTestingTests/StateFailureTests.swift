import Composable
import ComposableTesting
import TestTags
import Testing

/// Each way a step's state assertion can fail, provoked on purpose, with the message checked.
@MainActor
@Suite("Failures: state assertions", .tags(.testStore, .counter), .timeLimit(.minutes(1)))
struct StateFailureTests {
  @Test("a closure that sets the wrong value shows a −/+ diff of the differing field only")
  func stateMismatch() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count = 42
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains("A state change does not match the expectation.")
        && issue.message.contains(
          """
              CounterFeature.State(
            −   count: 42,
            +   count: 1,
                … (3 unchanged)
              )

          (Expected: −, Actual: +)
          """)
        && issue.message.contains("The closure gets the state before the action")
    }
    #expect(store.state.count == 1)
  }

  @Test("a nested change inside an array shows the path down to it")
  func nestedMismatch() async {
    let store = TestStore(initialState: ProbeFeature.State(values: [1, 2, 3])) { ProbeFeature() }
    await withKnownIssue {
      await store.send(.valueReceived(4)) {
        $0.values = [1, 2, 3, 5]
      }
    } matching: { issue in
      issue.message.contains(
        """
              values: [
                … (3 unchanged)
          −     [3]: 5
          +     [3]: 4
              ],
        """)
    }
  }

  @Test("a step without a closure that changes the state says a change was not expected")
  func unexpectedChange() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.message.contains("The state was not expected to change, but it changed.")
        && issue.message.contains(
          """
            −   count: 0,
            +   count: 1,
          """)
        && issue.message.contains("Pass a closure to this step that makes the changes shown above")
    }
  }

  @Test("a closure that changes nothing, for an action that changes nothing, is reported")
  func expectedChangeMissing() async {
    let store = TestStore(initialState: ProbeFeature.State(note: "same")) { ProbeFeature() }
    await withKnownIssue {
      await store.send(.noteChanged("same")) {
        $0.note = "same"
      }
    } matching: { issue in
      issue.message.contains("Expected the state to change, but it did not change.")
        && issue.message.contains("leave the closure out")
    }
  }

  @Test("a closure that throws is reported with its error")
  func closureThrows() async {
    struct AssertionAbandoned: Error {}
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await withKnownIssue {
      await store.send(.noteChanged("x")) { _ in
        throw AssertionAbandoned()
      }
    } matching: { issue in
      issue.message.contains("The assertion closure threw an error: AssertionAbandoned()")
    }
    #expect(store.state.note == "x")
  }

  @Test("assert(_:) checks the current state without sending anything")
  func assertCurrentState() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.noteChanged("hello")) {
      $0.note = "hello"
    }
    store.assert {
      $0.note = "hello"
    }
    withKnownIssue {
      store.assert {
        $0.note = "bye"
      }
    } matching: { issue in
      issue.message.contains("A state change does not match the expectation.")
        && issue.message.contains(
          """
            −   note: "bye",
            +   note: "hello",
          """)
    }
  }
}
