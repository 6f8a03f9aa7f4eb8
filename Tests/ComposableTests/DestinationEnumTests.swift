import TestTags
import Testing

@testable import Composable

/// What the parent can present: an alert, or a ticker.
private struct Destination: Reducer {
  enum State: Equatable, CaseReducerState {
    case alert(AlertState<Action.Alert>)
    case ticker(TickerFeature.State)
  }
  enum Action: Equatable {
    case alert(Alert)
    case ticker(TickerFeature.Action)

    enum Alert: Equatable {
      case confirm
      case cancel
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: State.ticker, action: Action.ticker) { TickerFeature() }
  }
}

/// A parent presenting one `Destination` at a time, logging what it sees of it.
private struct Parent: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showAlert
    case showTicker(id: Int)
    case stopTimersTapped
  }

  static let alert = AlertState<Destination.Action.Alert> {
    TextState("Sure?")
  } actions: {
    ButtonState(role: .destructive, action: .confirm) { "Confirm" }
    ButtonState(role: .cancel, action: .cancel) { "Cancel" }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .destination(.presented(destinationAction)):
        state.log.append("parent saw \(destinationAction), presented: \(state.destination != nil)")
      case .destination(.dismiss):
        state.log.append("parent saw dismiss, presented: \(state.destination != nil)")
      case .showAlert:
        state.destination = .alert(Self.alert)
      case let .showTicker(id):
        state.destination = .ticker(TickerFeature.State(id: id))
      case .stopTimersTapped:
        return .cancel(id: "timer")
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

@MainActor
@Suite(.tags(.core, .sheets), .timeLimit(.minutes(1))) struct DestinationEnumTests {
  private func makeStore(clock: TestClock = TestClock()) -> StoreOf<Parent> {
    Store(initialState: Parent.State()) { Parent() } withDependencies: { $0.continuousClock = clock }
  }

  @Test(arguments: [Destination.Action.Alert.confirm, .cancel])
  fileprivate func anAlertInACaseIsClearedAfterAnyOfItsButtons(_ button: Destination.Action.Alert) async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showAlert)
      store.send(.destination(.presented(.alert(button))))
      #expect(store.log == ["parent saw \(Destination.Action.alert(button)), presented: true"])
      #expect(store.destination == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func anAlertInACaseIsClearedByDismiss() async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showAlert)
      store.send(.destination(.dismiss))
      #expect(store.log == ["parent saw dismiss, presented: true"])
      #expect(store.destination == nil)
    }
    #expect(issues.isEmpty)
  }

  @Test func anActionForAnotherCaseClearsNothing() async throws {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showAlert)
      store.send(.destination(.presented(.ticker(.increment))))
      #expect(store.destination == .alert(Parent.alert))
    }
    #expect(issues.count == 1)
    #expect(try #require(issues.first).contains("in another case: \".alert\""))
  }

  @Test func aCaseThatIsNotAnAlertStaysAfterItsActions() async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showTicker(id: 1))
      store.send(.destination(.presented(.ticker(.increment))))
      #expect(store.destination == .ticker(TickerFeature.State(id: 1, count: 1)))
    }
    #expect(issues.isEmpty)
  }

  @Test func switchingCaseCancelsTheFormerCasesEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      store.send(.showTicker(id: 1))
      store.send(.destination(.presented(.ticker(.startSleeping))))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      store.send(.showAlert)
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test func anotherItemInTheSameCaseCancelsTheFormerItemsEffects() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      store.send(.showTicker(id: 1))
      store.send(.destination(.presented(.ticker(.startSleeping))))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      store.send(.showTicker(id: 2))
      #expect(clock.pendingSleeps == 0)
    }
    #expect(issues.isEmpty)
  }

  @Test func aCasesEffectsRunWhileItIsPresented() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      store.send(.showTicker(id: 1))
      store.send(.destination(.presented(.ticker(.startSleeping))))
      store.send(.destination(.presented(.ticker(.increment))))
      await clock.advance(by: .seconds(1))
      #expect(store.destination == .ticker(TickerFeature.State(id: 1, count: 1, ticks: 1)))
    }
    #expect(issues.isEmpty)
  }

  @Test func theParentsCancelReachesTheSameIDInsideACase() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeStore(clock: clock)
      store.send(.showTicker(id: 1))
      store.send(.destination(.presented(.ticker(.startTimer))))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      store.send(.stopTimersTapped)
      #expect(clock.pendingSleeps == 0)
      #expect(store.destination == .ticker(TickerFeature.State(id: 1)))
    }
    #expect(issues.isEmpty)
  }

  @Test func dismissInsideACaseDismissesTheDestination() async {
    let issues = await collectIssues {
      let store = makeStore()
      store.send(.showTicker(id: 1))
      await store.send(.destination(.presented(.ticker(.dismissTapped)))).finish()
      #expect(store.log.last == "parent saw dismiss, presented: true")
      #expect(store.destination == nil)
    }
    #expect(issues.isEmpty)
  }
}
