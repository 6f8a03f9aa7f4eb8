import Composable
@testable import ComposableTesting
import TestTags
import Testing

/// A failing assertion attaches the state diff and the actions so far (kept by
/// `swift test --attachments-path DIR`); the issue keeps its message and its line. Swift Testing
/// lets no test read its own attachments, so these read the copy the store logs for its own tests.
@MainActor
@Suite("Failures attach the state diff and the actions so far", .tags(.testStore), .timeLimit(.minutes(1)))
struct FailureAttachmentTests {
  @Test("a failing send attaches the expected and actual states and the actions sent")
  func failingSend() async {
    let reports = TestStoreReports()
    let line = #line + 7
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      await store.send(.noteChanged("a")) {
        $0.note = "a"
      }
      await withKnownIssue {
        await store.send(.valueReceived(4)) {
          $0.values = [5]
        }
      } matching: { issue in
        issue.sourceLocation?.line == line
          && issue.message.hasPrefix("A state change does not match the expectation.")
      }
    }
    let place = "ComposableTestingTests/FailureAttachmentTests.swift:\(line)"
    #expect(reports.attachments.map(\.name) == ["TestStore state diff.txt", "TestStore actions.txt"])
    #expect(
      reports.attachments.first?.text == """
        \(place): A state change does not match the expectation.

        The state the step expected (−) against the state it left (+):
          ProbeFeature.State(
            … (1 unchanged)
            values: [
        −     [0]: 5
        +     [0]: 4
            ],
            … (1 unchanged)
          )

        The expected state, in full:
          ProbeFeature.State(
            note: "a",
            values: [
              [0]: 5
            ],
            isWaiting: false
          )

        The actual state, in full:
          ProbeFeature.State(
            note: "a",
            values: [
              [0]: 4
            ],
            isWaiting: false
          )

        """)
    #expect(
      reports.attachments.last?.text == """
        \(place): A state change does not match the expectation.

        The actions the store reduced, in order: sent by the test, or received from an effect.

        1. sent     ProbeFeature.Action.noteChanged("a")
        2. sent     ProbeFeature.Action.valueReceived(4)

        """)
  }

  @Test("a failure about actions attaches what the unreceived ones changed, and marks them")
  func unreceivedActions() async {
    let reports = TestStoreReports()
    let line = #line + 8
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      await store.send(.sendTwoValuesButtonTapped).finish()
      await store.receive(.valueReceived(1)) {
        $0.values = [1]
      }
      await withKnownIssue {
        await store.send(.doNothing)
      } matching: { issue in
        issue.sourceLocation?.line == line
          && issue.message.hasPrefix("1 received action must be handled before sending another")
      }
      await store.receive(.valueReceived(2)) {
        $0.values = [1, 2]
      }
    }
    let place = "ComposableTestingTests/FailureAttachmentTests.swift:\(line)"
    #expect(reports.attachments.count == 2)
    #expect(
      reports.attachments.first?.text == """
        \(place): 1 received action must be handled before sending another action.

        The state the test has asserted (−) against the store's state now (+):
          ProbeFeature.State(
            … (1 unchanged)
            values: [
              … (1 unchanged)
        +     [1]: 2
            ],
            … (1 unchanged)
          )

        The store's state now, in full:
          ProbeFeature.State(
            note: "",
            values: [
              [0]: 1,
              [1]: 2
            ],
            isWaiting: false
          )

        """)
    #expect(
      reports.attachments.last?.text == """
        \(place): 1 received action must be handled before sending another action.

        The actions the store reduced, in order: sent by the test, or received from an effect.

        1. sent     ProbeFeature.Action.sendTwoValuesButtonTapped
        2. received ProbeFeature.Action.valueReceived(1)
        3. received ProbeFeature.Action.valueReceived(2)  (not received by the test yet)

        """)
  }

  @Test("a skipped assertion of a non-exhaustive store is no failure and attaches nothing")
  func skippedAssertionAttachesNothing() async {
    let reports = TestStoreReports()
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.noteChanged("a"))
    }
    #expect(reports.all.map(\.isKnown) == [true])
    #expect(reports.attachments.isEmpty)
  }

  @Test("a passing test attaches nothing")
  func passingTestAttachesNothing() async {
    let reports = TestStoreReports()
    await TestStoreReports.$current.withValue(reports) {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      await store.send(.noteChanged("a")) {
        $0.note = "a"
      }
    }
    #expect(reports.attachments.isEmpty)
  }
}
