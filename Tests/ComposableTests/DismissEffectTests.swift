import TestTags
import Testing

@testable import Composable

/// A parent presenting `TickerFeature`, which can dismiss itself.
private struct Parent: Reducer {
  struct State: Equatable {
    @Presents var child: TickerFeature.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case child(PresentationAction<TickerFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.dismiss):
        state.log.append("parent saw dismiss, child presented: \(state.child != nil)")
      case let .child(.presented(childAction)):
        state.log.append("parent saw \(childAction)")
      }
      return .none
    }
    .ifLet(\.$child, action: Action.child) { TickerFeature() }
  }
}

@MainActor
@Suite(.tags(.core, .sheets), .timeLimit(.minutes(1))) struct DismissEffectTests {
  @Test func dismissInsideAPresentedChildSendsDismissToTheParent() async {
    let issues = await collectIssues {
      let store = Store(initialState: Parent.State(child: TickerFeature.State())) { Parent() }
      await store.send(.child(.presented(.dismissTapped))).finish()
      #expect(
        store.log == [
          "parent saw dismissTapped",
          "parent saw dismiss, child presented: true",
        ])
      #expect(store.child == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func dismissOutsideAPresentedChildIsReported() async throws {
    let issues = await collectIssues {
      let store = Store(initialState: TickerFeature.State()) { TickerFeature() }
      await store.send(.dismissTapped).finish()
      #expect(store.state == TickerFeature.State())
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("could not be dismissed"))
  }

  @Test func aFeatureTestedOnItsOwnUsesTheDismissEffectItIsGiven() async {
    let dismissals = DismissalCounter()
    let issues = await collectIssues {
      let store = Store(initialState: TickerFeature.State()) {
        TickerFeature()
      } withDependencies: {
        $0.dismiss = DismissEffect { dismissals.count += 1 }
      }
      await store.send(.dismissTapped).finish()
    }
    #expect(dismissals.count == 1)
    #expect(issues.isEmpty)
  }
}

/// Counts the dismissals a test's `DismissEffect` was asked for.
@MainActor
private final class DismissalCounter {
  var count = 0
}
