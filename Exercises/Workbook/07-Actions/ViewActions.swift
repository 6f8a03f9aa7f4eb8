// Exercise actions.view-actions · What the view may send                      (chapter 7, Actions)
//
// Build: move `ShippingAddressForm`'s Save and Cancel into `case view(View)`: `Action` becomes a
//        `ViewAction`, and the view `ViewActionSending`, without its own `send(_:)`.
// Test:  write "Save refuses an empty field, then sends the address; Cancel tells the parent".
// Done:  the grader's checks pass, and your test fails on its broken forms: one that saves
//        with an empty field, and one whose Cancel tells the parent nothing.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint actions.view-actions`
// Check: `swift run kit check actions.view-actions` (or `swift test --filter ViewActionsTests`)

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum ViewActionsExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.view-actions"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A shipping address form: three bound fields, Save and Cancel.
public struct ShippingAddressDomain: Reducer, Sendable {
  /// The fields, and why a save was refused.
  public struct State: Equatable, Sendable {
    /// Who receives the parcel.
    public var name: String
    /// The street and number.
    public var street: String
    /// The city.
    public var city: String
    /// Why the last save was refused, if it was.
    public var message: String?

    /// A form holding the given fields, with no message.
    public init(name: String = "", street: String = "", city: String = "", message: String? = nil) {
      self.name = name
      self.street = street
      self.city = city
      self.message = message
    }
  }

  /// The fields' bindings, what the view sends, and what the form tells its parent.
  public enum Action: Equatable, Sendable, BindableAction {
    /// A field set to a value: typing.
    case binding(BindingAction<State>)
    /// What the form tells its parent.
    case delegate(Delegate)
    /// What the form's view sends.
    case view(View)
    // TODO: these two are the view's: delete them, and let the view send `.view(…)`.
    /// "Save".
    case saveButtonTapped
    /// "Cancel".
    case cancelButtonTapped

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user saved this address.
      case saved(name: String, street: String, city: String)
      /// The user gave up.
      case cancelled
    }

    /// What the form's view sends: its buttons.
    public enum View: Equatable, Sendable {
      /// "Save".
      case saveButtonTapped
      /// "Cancel".
      case cancelButtonTapped
    }
  }

  /// Why a save with an empty field is refused.
  public static let emptyFieldMessage = "Fill in the name, the street and the city."

  /// Creates the reducer.
  public init() {}

  /// Applies the bindings, then saves or cancels.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        guard ![state.name, state.street, state.city].contains(where: \.isEmpty) else {
          state.message = Self.emptyFieldMessage
          return .none
        }
        state.message = nil
        return .send(.delegate(.saved(name: state.name, street: state.street, city: state.city)))

      case .cancelButtonTapped:
        return .send(.delegate(.cancelled))

      case .view:
        // TODO: Save and Cancel arrive here, as `.view(.saveButtonTapped)` and
        // `.view(.cancelButtonTapped)`.
        return .none

      case .binding, .delegate:
        return .none
      }
    }
  }
}

/// The form's view, as far as sending goes: it holds the store and sends its actions.
@MainActor
public struct ShippingAddressForm {
  /// The form's store.
  public let store: StoreOf<ShippingAddressDomain>

  /// A view of the form in `store`.
  public init(store: StoreOf<ShippingAddressDomain>) {
    self.store = store
  }

  // TODO: conform to ViewActionSending instead of sending any action with this.
  /// Sends an action to the store: any action at all.
  @discardableResult
  public func send(_ action: ShippingAddressDomain.Action) -> StoreTask {
    store.send(action)
  }
}

// Your tests, a Swift Testing suite: `swift test --filter ViewActionsTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of ShippingAddressDomain, where it
// must fail.
@MainActor
@Suite("actions.view-actions · your tests", .exercise(ViewActionsExercise.self))
struct ViewActionsTests {
  @Test("Save refuses an empty field, then sends the address; Cancel tells the parent")
  func addressForm() async {
    // TODO: prove, for "Ada" in "London" with no street, that Save (`.view(.saveButtonTapped)`)
    // shows the message and sends nothing, that with the street typed in it sends
    // `.delegate(.saved(…))`, and that Cancel sends `.delegate(.cancelled)`. It must fail on a
    // form that saves with an empty field, and on one whose Cancel tells the parent nothing.
  }
}
