// Exercise alerts.from-scratch · An alert from scratch
//
// `SavedForLaterDomain` is the "Saved for later" list under a cart: a few product titles and a
// "Clear all" button that empties the list at once. Make it ask first, with an alert you write
// from nothing (no piece of it is here yet):
//   • the alert's buttons: an `Alert` enum inside `Action`, with one case, `confirmClear`;
//   • the alert in the state: `@Presents public var alert: AlertState<Action.Alert>?`, nil at
//     first (add it to `init` with a default of nil);
//   • what the alert sends: `case alert(PresentationAction<Alert>)`;
//   • the alert, `AlertState.clearSaved(count:)`: title "Clear saved items?", message "This
//     removes N items." (N: how many there are), buttons "Clear" (destructive role, action
//     `.confirmClear`) then "Cancel" (cancel role, no action at all);
//   • the reducer: "Clear all" only presents the alert; "Clear" empties `items`. Neither button
//     sets the alert back to nil: end the body with `.ifLet(\.$alert, action: Action.alert)`, no
//     child reducer, and it clears the alert after any button;
//   • the view: `SavedForLaterView` presents it with
//     `.alert($store.scope(state: \.alert, action: SavedForLaterDomain.Action.alert))` after its
//     `VStack`; `$store` needs the store to be `@Bindable public var store`.
// Keep the names already here: the grader uses them.
//
// Done: the grader draws `SavedForLaterView` with `ViewHost` and uses it as a user would: "Clear
// all" shows the alert (title, message with the count, both buttons) and keeps the items;
// "Clear" empties the list and the alert goes; "Cancel", and Esc, close it and keep every item.
// It also checks that the buttons reach the reducer as `.alert(.presented(.confirmClear))` and
// `.alert(.dismiss)`.
//
// Check it: `swift run kit check alerts.from-scratch`
//       or: `swift test --filter AlertFromScratchGrader`
// Stuck? `swift run kit hint alerts.from-scratch` gives one hint at a time.

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum AlertFromScratchExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.from-scratch"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The "Saved for later" list under a cart: product titles, and "Clear all".
public struct SavedForLaterDomain: Reducer, Sendable {
  /// The saved titles.
  public struct State: Equatable, Sendable {
    /// The titles saved for later, in the order they were saved.
    public var items: [String]
    // TODO: the alert, while it is shown.

    /// A list of `items`.
    public init(items: [String]) {
      self.items = items
    }
  }

  /// The "Clear all" button.
  public enum Action: Equatable, Sendable {
    /// "Clear all".
    case clearAllTapped
    // TODO: what the alert sends, and the enum of its buttons.
  }

  /// Creates the reducer.
  public init() {}

  /// "Clear all" empties the list at once.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearAllTapped:
        // TODO: ask first: present the alert here, and empty the list on its "Clear".
        state.items.removeAll()
        return .none
      }
    }
    // TODO: the alert's lifetime.
  }
}

// TODO: `AlertState.clearSaved(count:)`, in an `extension AlertState where Action == …`.

/// The saved titles, one a line, and "Clear all".
public struct SavedForLaterView: View {
  /// The list's store.
  public let store: StoreOf<SavedForLaterDomain>

  /// The list drawn from `store`.
  public init(store: StoreOf<SavedForLaterDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text("Saved for later").bold()
      ForEach(store.items, id: \.self) { title in
        Text(title)
      }
      Button("Clear all") { store.send(.clearAllTapped) }
        .disabled(store.items.isEmpty)
    }
    // TODO: present the alert.
  }
}
