// Exercise alerts.from-scratch · An alert from scratch                 (chapter 5, Alerts)
//
// Build: make "Clear all" ask first, with an alert you write from nothing, in four pieces (each
//        TODO below gives the spelling the grader uses): the state, the action, the alert and its
//        lifetime in the reducer, and the view that presents it.
// Test:  nothing to write: the grader draws `SavedForLaterView` with `ViewHost` and taps it.
// Done:  "Clear all" shows the alert (title, message with the count, both buttons) and keeps the
//        items; "Clear" empties the list; "Cancel", and Esc, close it and keep every item.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint alerts.from-scratch`
// Check: `swift run kit check alerts.from-scratch` (or `swift test --filter AlertFromScratchGrader`)

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// The marker of exercise alerts.from-scratch: flip `isStarted` to true when you start it.
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
    // TODO: the alert, while it is shown: `@Presents public var alert: AlertState<Action.Alert>?`,
    // nil at first (a parameter of `init` with a default of nil).

    /// A list of `items`.
    public init(items: [String]) {
      self.items = items
    }
  }

  /// The "Clear all" button.
  public enum Action: Equatable, Sendable {
    /// "Clear all".
    case clearAllTapped
    // TODO: what the alert sends, `case alert(PresentationAction<Alert>)`, and the enum of its
    // buttons, `public enum Alert: Equatable, Sendable`, with one case, `confirmClear`.
  }

  /// Creates the reducer.
  public init() {}

  /// "Clear all" empties the list at once.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearAllTapped:
        // TODO: ask first: present `.clearSaved(count:)` here, and empty the list only on its
        // "Clear", `.alert(.presented(.confirmClear))`.
        state.items.removeAll()
        return .none
      }
    }
    // TODO: the alert's lifetime: `.ifLet(\.$alert, action: Action.alert)`, with no child
    // reducer: it clears the alert after any button, so no case sets it back to nil.
  }
}

// TODO: `AlertState.clearSaved(count:)`, in an `extension AlertState where Action == …`: title
// "Clear saved items?", message "This removes N items." (N: the count), then the buttons "Clear"
// (destructive role, action `.confirmClear`) and "Cancel" (cancel role, no action at all).

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
    // TODO: present the alert after the VStack:
    // `.alert($store.scope(state: \.alert, action: SavedForLaterDomain.Action.alert))`.
    // `$store` needs the store to be `@Bindable public var store`.
  }
}
