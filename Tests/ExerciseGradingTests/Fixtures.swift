import Composable
import ExerciseGrading

/// A counter with a reset: the feature of the exercise these tests grade.
struct ResetCounter: Reducer {
  struct State: Equatable {
    var count = 5
  }

  enum Action: Equatable {
    case increment
    case reset
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .reset: state.count = 0
    }
    return .none
  }
}

/// The marker of a started exercise whose grader has one broken version and one harmless one.
enum ResetExercise: GradedExercise {
  static let id = "fixture.reset"
  static var isStarted: Bool { true }

  static var brokenVersions: [BrokenVersion] {
    [
      .reducer("reset does nothing", replacing: ResetCounter.self, advice: "Send .reset.") {
        Reduce { state, action in
          action == .reset ? .none : ResetCounter().reduce(into: &state, action: action)
        }
      },
      .initialState(
        "the counter starts at 9", advice: "Assert only what reset changes.", kind: .harmless
      ) { (state: inout ResetCounter.State) in
        state.count = 9
      },
    ]
  }
}

/// The marker of an exercise that asks for a parameterized test.
enum ParameterizedExercise: GradedExercise {
  static let id = "fixture.parameterized"
  static var isStarted: Bool { true }
  static var brokenVersions: [BrokenVersion] { [] }
  static var requirements: [TestRequirement] { [.parameterized] }
}
