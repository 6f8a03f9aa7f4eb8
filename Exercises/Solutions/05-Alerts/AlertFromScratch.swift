// Solution of alerts.from-scratch · An alert from scratch              (chapter 5, Alerts)
//
// An alert is four small pieces that each say one thing. The state holds it, `@Presents var
// alert`, nil while nothing is shown. The action has one case for everything the alert can send,
// `alert(PresentationAction<Alert>)`: `.presented(.confirmClear)` for the Clear button,
// `.dismiss` for Cancel (it has no action) and for Esc. The body ends with the reducer-less
// `.ifLet(\.$alert, action: Action.alert)`, which clears the alert after either, so the reducer
// only says what Clear does. And the view presents whatever the state holds, through
// `$store.scope(state: \.alert, action: …)`, which needs `@Bindable` for its `$`.

import Composable
import TerminalUI
import ExerciseGrading
import Testing

/// The marker of exercise alerts.from-scratch: flip `isStarted` to true when you start it.
public enum AlertFromScratchExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "alerts.from-scratch"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// The "Saved for later" list under a cart: product titles, and "Clear all", which asks first.
public struct SavedForLaterDomain: Reducer, Sendable {
  /// The saved titles, and the alert while it asks.
  public struct State: Equatable, Sendable {
    /// The titles saved for later, in the order they were saved.
    public var items: [String]
    /// "Clear saved items?", while it is shown.
    @Presents public var alert: AlertState<Action.Alert>?

    /// A list of `items`, with no alert.
    public init(items: [String], alert: AlertState<Action.Alert>? = nil) {
      self.items = items
      self.alert = alert
    }
  }

  /// The "Clear all" button, and the alert's buttons.
  public enum Action: Equatable, Sendable {
    /// "Clear all": asks first.
    case clearAllTapped
    /// A button of the alert (`.presented`), or Cancel and Esc (`.dismiss`).
    case alert(PresentationAction<Alert>)

    /// The buttons of the alert that do something ("Cancel" only closes it).
    public enum Alert: Equatable, Sendable {
      /// "Clear": empty the list.
      case confirmClear
    }
  }

  /// Creates the reducer.
  public init() {}

  /// "Clear all" presents the alert; "Clear" empties the list; `ifLet` clears the alert after
  /// either button.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearAllTapped:
        state.alert = .clearSaved(count: state.items.count)
        return .none

      case .alert(.presented(.confirmClear)):
        state.items.removeAll()
        return .none

      case .alert(.dismiss):
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
}

extension AlertState where Action == SavedForLaterDomain.Action.Alert {
  /// "Clear saved items?": "Clear" (destructive) empties the list, "Cancel" keeps it.
  public static func clearSaved(count: Int) -> Self {
    AlertState {
      TextState("Clear saved items?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This removes \(count) items.")
    }
  }
}

/// The saved titles, one a line, and "Clear all", with the alert over them while it asks.
public struct SavedForLaterView: View {
  /// The list's store.
  @Bindable public var store: StoreOf<SavedForLaterDomain>

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
    .alert($store.scope(state: \.alert, action: SavedForLaterDomain.Action.alert))
  }
}
