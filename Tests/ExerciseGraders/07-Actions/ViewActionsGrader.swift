import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades actions.view-actions: the form's Save and Cancel are view actions, the form's `Action`
/// is a `ViewAction`, and its view sends them through `ViewActionSending`.
extension ViewActionsExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of ShippingAddressDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "Save with an empty street sends the address anyway", replacing: ShippingAddressDomain.self,
        advice: """
          Send .view(.saveButtonTapped) while the street is empty and say what it changes: \
          $0.message = ShippingAddressDomain.emptyFieldMessage. The exhaustive store then fails on \
          any delegate action you did not receive.
          """
      ) {
        Reduce { state, action in
          if action == .view(.saveButtonTapped) {
            return .send(.delegate(.saved(name: state.name, street: state.street, city: state.city)))
          }
          return ShippingAddressDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "Cancel sends no delegate action", replacing: ShippingAddressDomain.self,
        advice: "After .view(.cancelButtonTapped), receive .delegate(.cancelled)."
      ) {
        Reduce { state, action in
          if action == .view(.cancelButtonTapped) { return .none }
          return ShippingAddressDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension ViewActionsTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("the form's Action is a ViewAction, and its view is ViewActionSending")
    func conformances() {
      #expect(
        isViewAction(ShippingAddressDomain.Action.self),
        "ShippingAddressDomain.Action conforms to ViewAction")
      #expect(
        isViewActionSending(ShippingAddressForm.self),
        "ShippingAddressForm conforms to ViewActionSending")
    }

    @Test("the view's send(.saveButtonTapped) and send(.cancelButtonTapped) reach the store as .view(…)")
    func viewSendsViewActions() {
      let sent = ReceivedActions<ShippingAddressDomain.Action>()
      let view = ShippingAddressForm(
        store: Store(initialState: ShippingAddressDomain.State()) {
          sent.recorder()
          ShippingAddressDomain()
        })
      view.send(.saveButtonTapped)
      view.send(.cancelButtonTapped)
      #expect(
        sent.actions == [
          .view(.saveButtonTapped), .view(.cancelButtonTapped), .delegate(.cancelled),
        ],
        """
        The view's send(.saveButtonTapped) should reach the store as .view(.saveButtonTapped), \
        and Cancel's answer should be .delegate(.cancelled) (chapter 7, "View actions: the view \
        can only send what is meant for it").
        """)
    }

    @Test("Save with an empty field shows the message and sends nothing")
    func refusedSave() async {
      let store = TestStore(initialState: ShippingAddressDomain.State(name: "Ada", street: "1 Main St")) {
        ShippingAddressDomain()
      }
      await store.send(.view(.saveButtonTapped)) {
        $0.message = ShippingAddressDomain.emptyFieldMessage
      }
    }

    @Test("Save with every field clears the message and sends the address to the parent")
    func acceptedSave() async {
      let store = TestStore(
        initialState: ShippingAddressDomain.State(
          name: "Ada", street: "1 Main St", city: "London",
          message: ShippingAddressDomain.emptyFieldMessage)
      ) {
        ShippingAddressDomain()
      }
      await store.send(.view(.saveButtonTapped)) { $0.message = nil }
      await store.receive(.delegate(.saved(name: "Ada", street: "1 Main St", city: "London")))
    }

    @Test("Cancel tells the parent")
    func cancel() async {
      let store = TestStore(initialState: ShippingAddressDomain.State()) {
        ShippingAddressDomain()
      }
      await store.send(.view(.cancelButtonTapped))
      await store.receive(.delegate(.cancelled))
    }
  }
}

/// Whether `type` conforms to `ViewAction`, asked at run time: the exercise's workbook and its
/// solution differ in exactly that, and the grader compiles against both.
private func isViewAction(_ type: Any.Type) -> Bool {
  type is any ViewAction.Type
}

/// Whether `type` conforms to `ViewActionSending`, asked at run time, as `isViewAction`.
private func isViewActionSending(_ type: Any.Type) -> Bool {
  type is any ViewActionSending.Type
}

