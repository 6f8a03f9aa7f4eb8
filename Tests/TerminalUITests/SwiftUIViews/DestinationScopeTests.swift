import Composable
import TerminalUI
import TestTags
import Testing

/// A counter, the feature every destination presents.
private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementButtonTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Point-Free's "multiple destinations" case study in the kit's dialect: one destination enum
/// drives a drill-down, a popover and a sheet.
private struct MultipleDestinations: Reducer {
  /// TCA: `@Reducer enum Destination { case drillDown(Counter); case popover(Counter); case sheet(Counter) }`.
  struct Destination: Reducer {
    enum State: Equatable, CaseReducerState {
      case drillDown(Counter.State)
      case popover(Counter.State)
      case sheet(Counter.State)
    }
    enum Action: Equatable {
      case drillDown(Counter.Action)
      case popover(Counter.Action)
      case sheet(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.drillDown, action: Action.drillDown) { Counter() }
      Scope(state: State.popover, action: Action.popover) { Counter() }
      Scope(state: State.sheet, action: Action.sheet) { Counter() }
    }
  }

  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showDrillDown
    case showPopover
    case showSheet
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showDrillDown: state.destination = .drillDown(Counter.State())
      case .showPopover: state.destination = .popover(Counter.State())
      case .showSheet: state.destination = .sheet(Counter.State())
      case .destination: break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

/// The case accessors TCA's `@Reducer enum` writes, by hand: a store of each case, nil in the
/// others.
extension Store
where State == MultipleDestinations.Destination.State, Action == MultipleDestinations.Destination.Action {
  fileprivate var drillDown: StoreOf<Counter>? { scope(state: State.drillDown, action: Action.drillDown) }
  fileprivate var popover: StoreOf<Counter>? { scope(state: State.popover, action: Action.popover) }
  fileprivate var sheet: StoreOf<Counter>? { scope(state: State.sheet, action: Action.sheet) }
}

/// A counter's screen.
private struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    HStack {
      Text("Count: \(store.count)")
      Button("+") { store.send(.incrementButtonTapped) }
    }
  }
}

/// The case study's view, as Point-Free writes it but for the action's embed function.
private struct MultipleDestinationsView: View {
  @Bindable var store: StoreOf<MultipleDestinations>

  var body: some View {
    Form {
      Button("Show drill-down") { store.send(.showDrillDown) }
      Button("Show popover") { store.send(.showPopover) }
      Button("Show sheet") { store.send(.showSheet) }
    }
    .navigationDestination(
      item: $store.scope(\.$destination, action: MultipleDestinations.Action.destination).drillDown
    ) { store in
      CounterView(store: store).navigationTitle("Drill-down")
    }
    .popover(
      item: $store.scope(\.$destination, action: MultipleDestinations.Action.destination).popover
    ) { store in
      CounterView(store: store)
    }
    .sheet(
      item: $store.scope(\.$destination, action: MultipleDestinations.Action.destination).sheet
    ) { store in
      CounterView(store: store)
    }
  }
}

/// TCA's enum-scope binding, `$store.scope(\.$destination, action:).sheet`: one case of a
/// destination enum, presented while the destination is in that case.
@MainActor
@Suite("$store.scope(\\.$destination, action:) and its cases", .tags(.terminalUI))
struct DestinationScopeTests {
  @Test("each case presents its own way; Esc dismisses the destination")
  func casesPresentTheirWay() {
    let store = Store(initialState: MultipleDestinations.State()) { MultipleDestinations() }
    let host = ViewHost(NavigationStack { MultipleDestinationsView(store: store).navigationTitle("Destinations") })

    host.tap("Show sheet")
    #expect(host.screen.contains("Count: 0"))
    host.tap("+")
    #expect(store.destination == .sheet(Counter.State(count: 1)))
    #expect(host.screen.contains("Count: 1"))
    host.press(.escape)
    #expect(store.destination == nil)
    #expect(!host.screen.contains("Count:"))

    host.tap("Show popover")
    host.tap("+")
    #expect(store.destination == .popover(Counter.State(count: 1)))
    host.press(.escape)
    #expect(store.destination == nil)

    host.tap("Show drill-down")
    #expect(host.screen.contains("‹ Destinations › Drill-down"))
    host.tap("+")
    host.tap("+")
    #expect(store.destination == .drillDown(Counter.State(count: 2)))
    host.press(.escape)
    #expect(store.destination == nil)
    #expect(host.screen.contains("Show sheet"))
  }

  @Test("a case's binding is nil in the other cases, and writing nil there dismisses nothing")
  func otherCases() {
    let store = Store(initialState: MultipleDestinations.State(destination: .sheet(Counter.State()))) {
      MultipleDestinations()
    }
    @Bindable var bindable = store
    let destination = $bindable.scope(\.$destination, action: MultipleDestinations.Action.destination)
    #expect(destination.sheet.wrappedValue != nil)
    #expect(destination.popover.wrappedValue == nil)
    destination.popover.wrappedValue = nil
    #expect(store.destination == .sheet(Counter.State()))
    destination.sheet.wrappedValue = nil
    #expect(store.destination == nil)
  }
}
