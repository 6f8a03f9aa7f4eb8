import TestTags
import Testing

@testable import Composable

/// A parent presenting a child feature and an alert, logging what it sees of them.
private struct Parent: Reducer {
  struct State: Equatable {
    @Presents var child: TickerFeature.State?
    @Presents var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }
  enum Action: Equatable {
    case child(PresentationAction<TickerFeature.Action>)
    case alert(PresentationAction<Alert>)
    case present(id: Int)
    case showAlert
    case hideChild

    enum Alert: Equatable {
      case confirm
      case cancel
      case askAgain
    }
  }

  static func alert(title: String) -> AlertState<Action.Alert> {
    AlertState {
      TextState(title)
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { "Confirm" }
      ButtonState(role: .cancel, action: .cancel) { "Cancel" }
      ButtonState(action: .askAgain) { "Ask again" }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.dismiss):
        state.log.append("parent saw dismiss, child presented: \(state.child != nil)")
      case let .child(.presented(childAction)):
        let count = state.child.map { "\($0.count)" } ?? "nil"
        state.log.append("parent saw \(childAction), child count \(count)")
      case let .alert(.presented(alertAction)):
        state.log.append("parent saw alert \(alertAction), alert presented: \(state.alert != nil)")
        if alertAction == .askAgain { state.alert = Self.alert(title: "Again?") }
      case .alert(.dismiss):
        state.log.append("parent saw alert dismiss")
      case let .present(id):
        state.child = TickerFeature.State(id: id)
      case .showAlert:
        state.alert = Self.alert(title: "Sure?")
      case .hideChild:
        state.child = nil
      }
      return .none
    }
    .ifLet(\.$child, action: Action.child) { TickerFeature() }
    .ifLet(\.$alert, action: Action.alert)
  }
}

@MainActor
@Suite(.tags(.core, .sheets), .timeLimit(.minutes(1))) struct PresentationTests {
  private func makeStore(
    _ state: Parent.State = Parent.State(), clock: TestClock = TestClock()
  ) -> StoreOf<Parent> {
    Store(initialState: state) { Parent() } withDependencies: { $0.continuousClock = clock }
  }

  @Test func presentedChildRunsBeforeParent() async {
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State()))
      store.send(.child(.presented(.increment)))
      #expect(store.child?.count == 1)
      #expect(store.log == ["parent saw increment, child count 1"])
    }
    #expect(issues.isEmpty)
  }

  @Test func dismissRunsParentFirstThenClearsTheChild() async {
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State()))
      store.send(.child(.dismiss))
      #expect(store.log == ["parent saw dismiss, child presented: true"])
      #expect(store.child == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func dismissCancelsTheChildsEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State()), clock: clock)
      let task = store.send(.child(.presented(.startSleeping)))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      store.send(.child(.dismiss))
      #expect(clock.pendingSleeps == 0)
      await clock.advance(by: .seconds(5))
      await task.finish()
      #expect(store.child == nil)
      #expect(store.log.contains { $0.contains("tick") } == false)
    }
    #expect(issues.isEmpty)
  }

  @Test func parentClearingThePresentedChildCancelsItsEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State()), clock: clock)
      store.send(.child(.presented(.startSleeping)))
      await clock.advance()
      store.send(.hideChild)
      #expect(clock.pendingSleeps == 0)
      await clock.advance(by: .seconds(5))
      #expect(store.child == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func presentingAnotherChildCancelsTheFormerChildsEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(Parent.State(child: TickerFeature.State(id: 1)), clock: clock)
      store.send(.child(.presented(.startSleeping)))
      await clock.advance()
      store.send(.present(id: 2))
      await clock.advance(by: .seconds(5))
      #expect(store.child == TickerFeature.State(id: 2))
    }
    #expect(issues.isEmpty)
  }

  @Test(arguments: [Parent.Action.Alert.confirm, .cancel])
  fileprivate func alertIsClearedAfterAnyButtonAction(_ button: Parent.Action.Alert) async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showAlert)
      #expect(store.alert == Parent.alert(title: "Sure?"))
      store.send(.alert(.presented(button)))
      #expect(store.log == ["parent saw alert \(button), alert presented: true"])
      #expect(store.alert == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func alertPresentedAgainByItsOwnButtonStays() async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showAlert)
      store.send(.alert(.presented(.askAgain)))
      #expect(store.alert == Parent.alert(title: "Again?"))
    }
    #expect(issues.isEmpty)
  }

  @Test func alertDismissRunsParentThenClears() async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showAlert)
      store.send(.alert(.dismiss))
      #expect(store.log == ["parent saw alert dismiss"])
      #expect(store.alert == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func presentationActionWhileNothingIsPresentedIsReported() async throws {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.child(.presented(.increment)))
      #expect(store.child == nil)
      #expect(store.log == ["parent saw increment, child count nil"])
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("\"ifLet\""))
    #expect(message.contains("increment"))
  }

  @Test func presentsProjectionIsThePresentationState() {
    var state = Parent.State()
    state.$child = PresentationState(wrappedValue: TickerFeature.State(id: 4))
    #expect(state.child?.id == 4)
    state.child = nil
    #expect(state.$child.wrappedValue == nil)
  }
}
