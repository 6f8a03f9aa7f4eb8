// Solution of actions.view-actions · What the view may send                   (chapter 7, Actions)
//
// Save and Cancel are what the user does on the form's screen, so they live in the `View` enum,
// carried by `case view(View)`, and `Action` conforms to `ViewAction`. The view conforms to
// `ViewActionSending` and its `send(.saveButtonTapped)` sends `.view(.saveButtonTapped)`; it
// cannot send `.delegate(…)` any more, which is the point: what the form tells its parent is
// the form's decision, not a button's.
//
// The test sends the view actions as the view does, `.view(…)`, and receives the delegate
// actions the form answers with: a save refused for an empty field sends nothing, and Cancel
// must be heard by the parent.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum ViewActionsExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.view-actions"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
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
  public enum Action: Equatable, Sendable, BindableAction, ViewAction {
    /// A field set to a value: typing.
    case binding(BindingAction<State>)
    /// What the form tells its parent.
    case delegate(Delegate)
    /// What the form's view sends.
    case view(View)

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
      case .view(.saveButtonTapped):
        guard ![state.name, state.street, state.city].contains(where: \.isEmpty) else {
          state.message = Self.emptyFieldMessage
          return .none
        }
        state.message = nil
        return .send(.delegate(.saved(name: state.name, street: state.street, city: state.city)))

      case .view(.cancelButtonTapped):
        return .send(.delegate(.cancelled))

      case .binding, .delegate:
        return .none
      }
    }
  }
}

/// The form's view, as far as sending goes: it holds the store and sends its view actions.
public struct ShippingAddressForm: ViewActionSending {
  /// The form's store.
  public let store: StoreOf<ShippingAddressDomain>

  /// A view of the form in `store`.
  public init(store: StoreOf<ShippingAddressDomain>) {
    self.store = store
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
    let store = TestStore(initialState: ShippingAddressDomain.State(name: "Ada", city: "London")) {
      ShippingAddressDomain()
    }

    await store.send(.view(.saveButtonTapped)) {
      $0.message = ShippingAddressDomain.emptyFieldMessage
    }
    await store.send(.binding(.set(\.street, "12 St James's Square"))) {
      $0.street = "12 St James's Square"
    }
    await store.send(.view(.saveButtonTapped)) {
      $0.message = nil
    }
    await store.receive(.delegate(.saved(name: "Ada", street: "12 St James's Square", city: "London")))
    await store.send(.view(.cancelButtonTapped))
    await store.receive(.delegate(.cancelled))
  }
}
