import Composable
import ComposableTesting
import TestTags
import Testing

/// Dependencies in a test store: test values by default, an endpoint nobody overrode failing the
/// test, and overrides that change between steps.
@MainActor
@Suite("Dependencies in the test store", .tags(.testStore, .dependencies), .timeLimit(.minutes(1)))
struct DependencyFailureTests {
  @Test("an unimplemented endpoint called by an effect fails the test with its name")
  func unimplementedEndpoint() async {
    let seen = SeenIssues()
    await withKnownIssue {
      let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
      await store.send(.fetchButtonTapped)
      await store.finish()
    } matching: { issue in
      seen.see(issue, containsAnyOf: ["Unimplemented: fetchValue", "threw an unhandled error"])
    }
    #expect(seen.all.count == 2)
    #expect(seen.all.first?.contains("A test called an endpoint it did not override.") == true)
  }

  @Test("the seed's number fact without a stub names the client's endpoint")
  func unimplementedNumberFact() async {
    await withKnownIssue {
      let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await store.finish()
    } matching: { issue in
      issue.message.contains("Unimplemented: NumberFactClient.fetch")
        || issue.message.contains("threw an unhandled error: NumberFactClient.fetch")
    }
  }

  @Test("the dependencies can change between steps")
  func dependenciesChangeBetweenSteps() async {
    let store = TestStore(initialState: ProbeFeature.State()) {
      ProbeFeature()
    } withDependencies: {
      $0.fetchValue = { 1 }
    }
    await store.send(.fetchButtonTapped)
    await store.receive(.valueReceived(1)) {
      $0.values = [1]
    }
    store.dependencies.fetchValue = { 2 }
    await store.send(.fetchButtonTapped)
    await store.receive(.valueReceived(2)) {
      $0.values = [1, 2]
    }
  }

  @Test("dependencies are in the test context")
  func testContext() {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    #expect(store.dependencies.context == .test)
  }
}
