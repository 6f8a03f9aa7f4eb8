import Composable
import ComposableTesting
import TestTags
import Testing

// DESIGN.md's dialect table, every navigation row spelled exactly as it is there, so the contract
// that code outside this repository is written against compiles and behaves. The domain below
// (`Path`, `Destination`, `Navigator`) is also the one the other navigation tests of this suite
// drive; its leaf features, `Detail` and `EditForm`, are in Support/NavigationFeatures.swift.
//
// | real TCA on iOS                                   | this kit                                         |
// | `@Reducer enum Destination { case edit(…) }`      | `struct Destination: Reducer`, `enum State: CaseReducerState`, a `Scope` per case |
// | `Scope(state: \.edit, action: \.edit)`            | `Scope(state: State.edit, action: Action.edit)`   |
// | `.ifCaseLet(\.edit, action: \.edit) { … }`        | `.ifCaseLet(State.edit, action: Action.edit) { … }` |
// | `$0.destination?.modify(\.edit) { … }`            | `$0.destination?.modify(Destination.State.edit) { … }` |
// | `.forEach(\.path, action: \.path) { Path() }`     | `.forEach(\.path, action: Action.path) { Path() }` |
// | `store.send(\.path.push, (id: 0, .detail(…)))`    | `store.send(.path(.push(id: 0, state: .detail(…))))` |
// | `store.send(\.path[id: 0].detail.saveTapped)`     | `store.send(.path(.element(id: 0, action: .detail(.saveTapped))))` |
// | `state.path[id: 0, case: \.detail]`               | `state.path[id: 0, case: Path.State.detail]`      |
// | `store.receive(\.timerTick)`                      | `store.receive { if case .timerTick = $0 { true } else { false } }` |

/// The screens of the stack: one case per feature, one `Scope` per case.
struct Path: Reducer {
  enum State: Equatable {
    case detail(Detail.State)
    case edit(EditForm.State)
  }

  enum Action: Equatable {
    case detail(Detail.Action)
    case edit(EditForm.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: State.detail, action: Action.detail) { Detail() }
    Scope(state: State.edit, action: Action.edit) { EditForm() }
  }
}

/// What the root can present: an alert, or the edit form.
struct Destination: Reducer {
  enum State: Equatable, CaseReducerState {
    case alert(AlertState<Action.Alert>)
    case edit(EditForm.State)
  }

  enum Action: Equatable {
    case alert(Alert)
    case edit(EditForm.Action)

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: State.edit, action: Action.edit) { EditForm() }
  }
}

/// The root of the navigation tests: a stack of `Path` screens and a `Destination`.
struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
    var deletedCount = 0
  }

  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case destination(PresentationAction<Destination.Action>)
    /// Pushes a detail screen with this title.
    case detailTapped(String)
    /// Pushes a detail screen titled "A", then sends `detailTapped("B")` from an effect.
    case twoDetailsTapped
    /// Presents the edit form.
    case editTapped
    /// Presents the delete confirmation.
    case deleteTapped
  }

  static let deleteAlert = AlertState<Destination.Action.Alert> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { "Delete" }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .detailTapped(title):
        state.path.append(.detail(Detail.State(title: title)))
      case .twoDetailsTapped:
        state.path.append(.detail(Detail.State(title: "A")))
        return .send(.detailTapped("B"))
      case .editTapped:
        state.destination = .edit(EditForm.State())
      case .deleteTapped:
        state.destination = .alert(Self.deleteAlert)
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deletedCount += 1
      case .path, .destination:
        break
      }
      return .none
    }
    .forEach(\.path, action: Action.path) { Path() }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

/// A session that is either logged out or editing: `ifCaseLet` runs the form only in its case.
struct Session: Reducer {
  enum State: Equatable {
    case loggedOut
    case edit(EditForm.State)
  }

  enum Action: Equatable {
    case edit(EditForm.Action)
    case logInTapped
    case logOutTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logInTapped:
        state = .edit(EditForm.State())
      case .logOutTapped:
        state = .loggedOut
      case .edit:
        break
      }
      return .none
    }
    .ifCaseLet(State.edit, action: Action.edit) { EditForm() }
  }
}

/// A metronome whose actions are not `Equatable`, so a test receives them by a predicate.
private struct Metronome: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action {
    case startTapped
    case timerTick
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .send(.timerTick)
    case .timerTick:
      state.ticks += 1
      return .none
    }
  }
}

@MainActor
@Suite("The navigation dialect of DESIGN.md", .tags(.testStore, .sheets, .rootTabs), .timeLimit(.minutes(1)))
struct DialectContractTests {
  @Test("a test changes the presented destination's case through $destination[case:], as in TCA")
  func destinationCaseSubscript() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.editTapped) {
      $0.destination = .edit(EditForm.State())
    }
    await store.send(.destination(.presented(.edit(.titleChanged("Groceries"))))) {
      $0.$destination[case: Destination.State.edit]?.title = "Groceries"
    }
    #expect(store.state.$destination[case: Destination.State.edit]?.title == "Groceries")
    #expect(store.state.$destination[case: Destination.State.alert] == nil)
  }

  @Test("a destination enum is presented, and a test modifies the payload of its case")
  func destinationEnum() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.editTapped) {
      $0.destination = .edit(EditForm.State())
    }
    await store.send(.destination(.presented(.edit(.titleChanged("Groceries"))))) {
      $0.destination?.modify(Destination.State.edit) { $0.title = "Groceries" }
    }
  }

  @Test("ifCaseLet runs the child of the case the state is in")
  func ifCaseLet() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await store.send(.logInTapped) {
      $0 = .edit(EditForm.State())
    }
    await store.send(.edit(.titleChanged("Notes"))) {
      $0 = .edit(EditForm.State(title: "Notes"))
    }
  }

  @Test("a stack is pushed, its elements get actions, and a test reads an element by id and case")
  func stack() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.path(.push(id: 0, state: .detail(Detail.State(title: "Milk"))))) {
      $0.path[id: 0] = .detail(Detail.State(title: "Milk"))
    }
    await store.send(.path(.element(id: 0, action: .detail(.saveTapped)))) {
      $0.path[id: 0, case: Path.State.detail]?.saveCount = 1
    }
    let state = store.state
    #expect(state.path[id: 0, case: Path.State.detail]?.title == "Milk")
    #expect(state.path[id: 0, case: Path.State.edit] == nil)
  }

  @Test("an action that is not Equatable is received by a predicate")
  func receiveByPredicate() async {
    let store = TestStore(initialState: Metronome.State()) { Metronome() }
    await store.send(.startTapped)
    await store.receive { if case .timerTick = $0 { true } else { false } } assert: {
      $0.ticks = 1
    }
  }
}
