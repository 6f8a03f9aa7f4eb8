// Solution of root-tabs.pop-to-root · Back to the list                      (chapter 8, Root tabs)
//
// The detail cannot pop the screens under it: `dismiss` pops itself and whatever is above it,
// and it knows nothing of the stack. So it tells its parent what the user wants with a delegate
// action, and the root, which owns `path`, empties it. `StackState` is a collection:
// `removeAll()` pops every screen, and `forEach` cancels their effects as they go.
//
// The test receives the delegate and says the whole stack is gone (`$0.path.removeAll()`): a
// root that pops only the top screen leaves #0 behind and fails it, and a detail that dismisses
// itself instead of telling the root sends `popFrom`, not the delegate, and fails it too.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum PopToRootExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.pop-to-root"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// A screen of the stack: a product's title, a back button, and a button back to the list.
public struct ShelfItemDomain: Reducer, Sendable {
  /// The product on screen.
  public struct State: Equatable, Sendable {
    /// Its title.
    public var title: String

    /// A screen for `title`.
    public init(title: String) {
      self.title = title
    }
  }

  /// Back, back to the list, and what the screen tells its parent.
  public enum Action: Equatable, Sendable {
    /// Back one screen: the screen dismisses itself.
    case backTapped
    /// Back to the list, however deep the stack is.
    case popToRootTapped
    /// What the screen tells its parent.
    case delegate(Delegate)

    /// The screen's messages to its parent.
    public enum Delegate: Equatable, Sendable {
      /// Pop every screen: the list is shown again.
      case popToRoot
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// Back dismisses the screen; back to the list asks the parent.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .popToRootTapped:
        return .send(.delegate(.popToRoot))
      case .delegate:
        return .none
      }
    }
  }
}

/// A list of products with a navigation stack of their screens.
public struct ShelfBrowserDomain: Reducer, Sendable {
  /// The screens the stack can hold.
  public struct Path: Reducer, Sendable {
    /// A screen's state.
    public enum State: Equatable, Sendable {
      /// A product's screen.
      case item(ShelfItemDomain.State)
    }

    /// A screen's action.
    public enum Action: Equatable, Sendable {
      /// An action of a product's screen.
      case item(ShelfItemDomain.Action)
    }

    /// Creates the reducer.
    public init() {}

    /// One `Scope` per case.
    public var body: some ReducerOf<Self> {
      Scope(state: State.item, action: Action.item) { ShelfItemDomain() }
    }
  }

  /// The stack of screens over the list.
  public struct State: Equatable, Sendable {
    /// The screens pushed, the top one last.
    public var path: StackState<Path.State>

    /// A browser with nothing pushed, unless given.
    public init(path: StackState<Path.State> = StackState()) {
      self.path = path
    }
  }

  /// Opening a product from the list, and the stack's actions.
  public enum Action: Equatable, Sendable {
    /// Pushes the screen of the product with this title.
    case openTapped(String)
    /// A push, a pop, or an action of one screen.
    case path(StackActionOf<Path>)
  }

  /// Creates the reducer.
  public init() {}

  /// Pushes on open, empties the stack when a screen asks for the list; the screens run first.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openTapped(title):
        state.path.append(.item(ShelfItemDomain.State(title: title)))
        return .none
      case .path(.element(_, .item(.delegate(.popToRoot)))):
        state.path.removeAll()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter PopToRootTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ShelfBrowserDomain, where it
// must fail.
@MainActor
@Suite("root-tabs.pop-to-root · your tests", .exercise(PopToRootExercise.self))
struct PopToRootTests {
  @Test("Back to the list empties the stack from the top screen")
  func popToRoot() async {
    let store = TestStore(initialState: ShelfBrowserDomain.State()) { ShelfBrowserDomain() }
    await store.send(.openTapped("Backpack")) {
      $0.path[id: 0] = .item(ShelfItemDomain.State(title: "Backpack"))
    }
    await store.send(.openTapped("Jacket")) {
      $0.path[id: 1] = .item(ShelfItemDomain.State(title: "Jacket"))
    }
    await store.send(.path(.element(id: 1, action: .item(.popToRootTapped))))
    await store.receive(.path(.element(id: 1, action: .item(.delegate(.popToRoot))))) {
      $0.path.removeAll()
    }
  }
}
