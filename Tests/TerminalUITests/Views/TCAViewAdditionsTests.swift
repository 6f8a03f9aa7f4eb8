import Composable
import TerminalUI
import TestTags
import Testing

/// A counter, one of the two features a `Desk` presents.
private struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A note, the other feature a `Desk` presents.
private struct Note: Reducer {
  struct State: Equatable { var text: String }
  enum Action: Equatable { case clearTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.text = ""
    return .none
  }
}

/// What a `Desk` presents, one case per feature, with the store of each case for its view: the
/// kit's spelling of TCA's `@Reducer enum Destination`.
private struct DeskDestination: CaseReducer {
  enum State: CaseReducerState, Equatable {
    typealias StateReducer = DeskDestination
    case tally(Tally.State)
    case note(Note.State)
  }
  enum Action: Equatable {
    case tally(Tally.Action)
    case note(Note.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(State.tally, action: Action.tally) { Tally() }
    Scope(State.note, action: Action.note) { Note() }
  }

  enum CaseScope {
    case tally(StoreOf<Tally>)
    case note(StoreOf<Note>)
  }

  static func scope(_ store: StoreOf<Self>) -> CaseScope {
    switch store.state {
    case .tally: .tally(store.scope(state: State.tally, action: Action.tally)!)
    case .note: .note(store.scope(state: State.note, action: Action.note)!)
    }
  }
}

/// A desk that presents a tally or a note in a sheet, asks before clearing with an alert whose
/// button animates, and keeps a list of rows.
private struct Desk: Reducer {
  struct State: Equatable {
    @Presents var destination: DeskDestination.State?
    @Presents var alert: AlertState<Action.Alert>?
    var rows: IdentifiedArrayOf<Page.State> = [Page.State(number: 1), Page.State(number: 2)]
    var cleared = 0
    var shown = 0
  }
  enum Action: Equatable {
    case tallyTapped
    case noteTapped
    case clearTapped
    case showTapped
    case destination(PresentationAction<DeskDestination.Action>)
    case alert(PresentationAction<Alert>)
    case rows(IdentifiedActionOf<Page>)

    enum Alert: Equatable { case confirmClear }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tallyTapped:
        state.destination = .tally(Tally.State())
      case .noteTapped:
        state.destination = .note(Note.State(text: "Buy milk"))
      case .clearTapped:
        state.alert = AlertState {
          TextState("Clear everything?")
        } actions: {
          ButtonState(role: .destructive, action: .send(.confirmClear, animation: .default)) {
            TextState("Clear")
          }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
      case .alert(.presented(.confirmClear)):
        state.cleared += 1
      case .showTapped:
        state.shown += 1
      case .destination, .alert, .rows:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { DeskDestination() }
    .ifLet(\.$alert, action: Action.alert)
    .forEach(\.rows, action: Action.rows) { Page() }
  }
}

/// The desk's rows are pages, found by their number.
extension Page.State: Identifiable {
  var id: Int { number }
}

/// The desk's view, in TCA's newest spellings: the unlabeled `$store.scope(\.x, action:)` and
/// `store.scope(\.x, action:)`, `switch store.case`, `send(_:animation:)` and `withAnimation`.
private struct DeskView: View {
  @Bindable var store: StoreOf<Desk>

  var body: some View {
    VStack {
      Text("Cleared \(store.cleared), shown \(store.shown)")
      Button("Tally") { store.send(.tallyTapped, animation: .default) }
      Button("Note") { withAnimation(.spring()) { store.send(.noteTapped) } }
      Button("Clear") { store.send(.clearTapped) }
      Button("Show") { withAnimation { store.send(.showTapped) } }
      ForEach(store.scope(\.rows, action: Desk.Action.rows)) { row in
        Button("Like \(row.number): \(row.likes)") { row.send(.likeTapped) }
      }
    }
    .sheet(item: $store.scope(\.destination, action: Desk.Action.destination)) { destination in
      switch destination.case {
      case let .tally(store): TallyView(store: store)
      case let .note(store): NoteView(store: store)
      }
    }
    .alert($store.scope(\.alert, action: Desk.Action.alert))
  }
}

private struct TallyView: View {
  let store: StoreOf<Tally>

  var body: some View {
    VStack {
      Text("Count: \(store.count)")
      Button("Increment") { store.send(.incrementTapped) }
    }
  }
}

private struct NoteView: View {
  let store: StoreOf<Note>

  var body: some View {
    VStack {
      Text("Note: \(store.text)")
      Button("Clear note") { store.send(.clearTapped) }
    }
  }
}

/// TCA's view-side additions, driven by keys: a view switching over an enum reducer's cases,
/// the unlabeled scopes, and animated sends, whose animation changes nothing.
@MainActor
@Suite("TCA additions", .tags(.terminalUI))
struct TCAViewAdditionsTests {
  @Test("switch store.case shows the view of the case the state is in, with that case's store")
  func switchOverStoreCase() {
    let store = Store(initialState: Desk.State()) { Desk() }
    let host = ViewHost(DeskView(store: store))

    host.tap("Tally")
    #expect(host.screen.contains("Count: 0"))
    host.tap("Increment")
    #expect(host.screen.contains("Count: 1"))
    #expect(store.destination == .tally(Tally.State(count: 1)))

    host.press(.escape)
    #expect(store.destination == nil)
    host.tap("Note")
    #expect(host.screen.contains("Note: Buy milk"))
    host.tap("Clear note")
    #expect(store.destination == .note(Note.State(text: "")))
  }

  @Test("an alert button built with .send(_:animation:) sends its action when tapped")
  func animatedAlertButton() {
    let store = Store(initialState: Desk.State()) { Desk() }
    let host = ViewHost(DeskView(store: store))

    host.tap("Clear")
    #expect(host.screen.contains("Clear everything?"))
    host.tap("Clear")
    #expect(store.cleared == 1)
    #expect(store.alert == nil)
  }

  @Test("send(_:animation:) and withAnimation in a button send what send(_:) sends")
  func animatedSendsInButtons() {
    let store = Store(initialState: Desk.State()) { Desk() }
    let host = ViewHost(DeskView(store: store))

    host.tap("Show")  // withAnimation { store.send(.showTapped) }
    host.tap("Show")
    #expect(host.screen.contains("shown 2"))
    host.tap("Tally")  // store.send(.tallyTapped, animation: .default)
    #expect(store.destination == .tally(Tally.State()))
  }

  @Test("ForEach over store.scope(\\.rows, action:) gives each row its store")
  func unlabeledRowScope() {
    let store = Store(initialState: Desk.State()) { Desk() }
    let host = ViewHost(DeskView(store: store))

    host.tap("Like 2: 0")
    #expect(host.screen.contains("Like 2: 1"))
    #expect(store.rows[id: 1]?.likes == 0)
  }
}
