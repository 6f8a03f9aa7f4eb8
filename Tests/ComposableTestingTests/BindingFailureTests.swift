import Composable
import ComposableTesting
import TestTags
import Testing

/// A form whose Action is bindable but whose body forgot `BindingReducer()`.
private struct FormWithoutBindingReducer: Reducer {
  struct State: Equatable {
    var name = ""
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// A binding action nobody applies is a silent bug in a form: the test store says so, at the
/// line that made the binding action.
@MainActor
@Suite(.tags(.testStore, .actions), .timeLimit(.minutes(1))) struct BindingFailureTests {
  @Test func bindingWithoutBindingReducerIsReported() async {
    let store = TestStore(initialState: FormWithoutBindingReducer.State()) {
      FormWithoutBindingReducer()
    }
    store.exhaustivity = .off
    let sendLine = #line + 2
    await withKnownIssue {
      await store.send(.binding(.set(\.name, "Blob")))
    } matching: { issue in
      issue.message.contains("A binding action was not handled")
        && issue.message.contains(#"Add "BindingReducer()""#)
        && issue.sourceLocation?.fileName == "BindingFailureTests.swift"
        && issue.sourceLocation?.line == sendLine
    }
  }
}
