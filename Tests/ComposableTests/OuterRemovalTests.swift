import TestTags
import Testing

@testable import Composable

/// Where the child of `Holder` lives: the three places whose reducers remember the children
/// they saw, so they end a child's work whoever removes its state. (An `ifLet` over plain
/// optional state has nowhere to remember it, as in TCA: its child's work ends when the state
/// goes away while the action passes through it.)
enum ChildPlace: CaseIterable, Sendable {
  /// A row of an `IdentifiedArray`, run by `forEach`.
  case row
  /// An element of a `StackState`, run by `forEach`.
  case stackElement
  /// A `@Presents` child, run by `ifLet`.
  case presented
}

/// A parent with one `TickerFeature` child in any of the three places, a reducer above the
/// lifetime reducers and one below them, each of which can remove a child.
private struct Holder: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TickerFeature.State> = []
    var path = StackState<TickerFeature.State>()
    @Presents var presented: TickerFeature.State?

    /// State with one child, in `place`.
    init(childIn place: ChildPlace) {
      switch place {
      case .row: rows = [TickerFeature.State()]
      case .stackElement: path = [TickerFeature.State()]
      case .presented: presented = TickerFeature.State()
      }
    }

    /// The child in `place`, if it is there.
    func child(in place: ChildPlace) -> TickerFeature.State? {
      switch place {
      case .row: rows[id: 0]
      case .stackElement: path[id: 0]
      case .presented: presented
      }
    }

    /// Removes the child in `place`.
    mutating func removeChild(in place: ChildPlace) {
      switch place {
      case .row: rows.removeAll()
      case .stackElement: path.removeAll()
      case .presented: presented = nil
      }
    }
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<TickerFeature>)
    case path(StackActionOf<TickerFeature>)
    case presented(PresentationAction<TickerFeature.Action>)
    /// The reducer above the lifetime reducers removes the child.
    case removeAbove(ChildPlace)
    /// The reducer below them removes the child.
    case removeBelow(ChildPlace)
    /// Changes nothing.
    case somethingElse

    /// The child action `action` for the child in `place`.
    static func child(in place: ChildPlace, _ action: TickerFeature.Action) -> Self {
      switch place {
      case .row: .rows(.element(id: 0, action: action))
      case .stackElement: .path(.element(id: 0, action: action))
      case .presented: .presented(.presented(action))
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .removeAbove(place) = action { state.removeChild(in: place) }
      return .none
    }
    Reduce<State, Action> { _, _ in .none }
      .forEach(\.rows, action: Action.rows) { TickerFeature() }
      .forEach(\.path, action: Action.path) { TickerFeature() }
      .ifLet(\.$presented, action: Action.presented) { TickerFeature() }
    Reduce { state, action in
      if case let .removeBelow(place) = action { state.removeChild(in: place) }
      return .none
    }
  }
}

/// A child's work ends whoever removes its state, as in TCA: a reducer above the `forEach` or
/// `ifLet` that runs it cancels it at once, a reducer below it at the next action through it at
/// the latest. Before, only the reducer's own parent could, and the child's effects ran on.
@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct OuterRemovalTests {
  /// Starts the child in `place` sleeping, then runs `removeAndCheck` with the store and the
  /// clock; an action for a child that is gone (the tick of a timer that ran on) would be
  /// reported, so no issue may be reported.
  private func withSleepingChild(
    in place: ChildPlace,
    _ removeAndCheck: (StoreOf<Holder>, TestClock) async -> Void
  ) async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = Store(initialState: Holder.State(childIn: place)) {
        Holder()
      } withDependencies: {
        $0.continuousClock = clock
        $0.stackElementID = .incrementing()
      }
      store.send(.child(in: place, .startSleeping))
      await clock.advance()
      #expect(clock.pendingSleeps == 1)
      await removeAndCheck(store, clock)
      await clock.advance(by: .seconds(1))
    }
    #expect(issues.isEmpty)
  }

  @Test(arguments: ChildPlace.allCases)
  func aReducerAboveThatRemovesTheChildCancelsItsWorkAtOnce(place: ChildPlace) async {
    await withSleepingChild(in: place) { store, clock in
      store.send(.removeAbove(place))
      #expect(clock.pendingSleeps == 0)
    }
  }

  @Test(arguments: ChildPlace.allCases)
  func aReducerBelowThatRemovesTheChildCancelsItsWorkByTheNextAction(place: ChildPlace) async {
    await withSleepingChild(in: place) { store, clock in
      store.send(.removeBelow(place))
      store.send(.somethingElse)
      #expect(clock.pendingSleeps == 0)
    }
  }

  @Test(arguments: ChildPlace.allCases)
  func aChildLeftInPlaceKeepsItsWorkAcrossActions(place: ChildPlace) async {
    await withSleepingChild(in: place) { store, clock in
      store.send(.somethingElse)
      await clock.advance(by: .seconds(1))
      #expect(store.state.child(in: place)?.ticks == 1)
    }
  }
}
