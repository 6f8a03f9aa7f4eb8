import ChapterTestSupport
import ComposableTesting
import CounterChapter
import TestTags
import Testing

/// What a failing step looks like, shown on purpose.
///
/// Each test below makes a mistake a learner makes in week one. `withKnownIssue` expects the
/// failure, so the suite stays green; its `matching:` closure checks the exact message the store
/// prints. Delete the `withKnownIssue { … }` wrapper around a step to see the failure as you
/// would in your own test.
@MainActor
@Suite("CounterDomain: what a wrong expectation prints", .tags(.counter), .timeLimit(.minutes(1)))
struct WrongExpectationTests {
  @Test("expecting 2 after one + fails with a diff: − what the test expected, + what happened")
  func wrongValue() async {
    let store = TestStore(initialState: CounterDomain.State()) {
      CounterDomain()
    }

    let line = #line + 2
    await withKnownIssue {
      await store.send(.increaseCounter) {
        $0.counter = 2  // wrong on purpose: one + makes 1
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message == """
          A state change does not match the expectation.

              CounterDomain.State(
            −   counter: 2
            +   counter: 1
              )

          (Expected: −, Actual: +)

          The closure gets the state before the action and must change it into the state after \
          it. Fix what it sets, or fix the reducer if the actual state is the wrong one.
          """
    }

    // The failure does not stop the store: it carries on from the state the reducer left.
    await store.send(.increaseCounter) {
      $0.counter = 2
    }
  }

  @Test("a send with no closure says the state was not expected to change")
  func missingClosure() async {
    let store = TestStore(initialState: CounterDomain.State()) {
      CounterDomain()
    }

    await withKnownIssue {
      await store.send(.decreaseCounter)  // forgot to say that the counter becomes -1
    } matching: { issue in
      issue.message.hasPrefix("The state was not expected to change, but it changed.")
        && issue.message.contains(
          """
              CounterDomain.State(
            −   counter: 0
            +   counter: -1
              )
          """)
    }
  }
}
