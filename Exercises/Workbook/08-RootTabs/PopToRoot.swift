// Exercise root-tabs.pop-to-root · Back to the list                         (chapter 8, Root tabs)
//
// Build: a screen's `popToRootTapped` tells its parent, `.send(.delegate(.popToRoot))` (`dismiss`
//        would pop only itself); `ShelfBrowserDomain` empties `path`, however deep it is.
// Test:  write "Back to the list empties the stack from the top screen" in `PopToRootTests`.
// Done:  the grader's checks pass, and your test fails on its broken browsers: a root that pops
//        only the top screen, and a screen that dismisses itself instead of telling the root.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.pop-to-root`
// Check: `swift run kit check root-tabs.pop-to-root` (or `swift test --filter PopToRootTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum PopToRootExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.pop-to-root"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
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
        // TODO: ask the parent for the list: send .delegate(.popToRoot).
        return .none
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
      // TODO: answer a screen's .delegate(.popToRoot) by emptying the stack.
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
    // TODO: prove, with two products open ("Backpack", then "Jacket"), that back to the list on
    // the top one empties the stack. It must fail on a root that pops only the top screen, and
    // on a screen that dismisses itself instead of telling the root.
  }
}
