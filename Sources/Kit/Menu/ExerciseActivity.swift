/// What a learner can do with an exercise from its screen in the menu: the `kit` commands.
enum ExerciseActivity: CaseIterable, Hashable, Sendable {
  /// Grade it (`kit check`).
  case check
  /// See its next hint (`kit hint`).
  case hint
  /// Grade it each time its file is saved (`kit watch`).
  case watch
  /// See the reference solution (`kit solution`), once it passed.
  case solution

  /// The activity as the exercise screen lists it.
  var title: String {
    switch self {
    case .check: "Check it"
    case .hint: "See a hint"
    case .watch: "Watch it as you edit"
    case .solution: "See the solution"
    }
  }

  /// The key that does it on the exercise screen.
  var key: Character {
    switch self {
    case .check: "c"
    case .hint: "h"
    case .watch: "w"
    case .solution: "s"
    }
  }

  /// The exercise command it runs for an exercise.
  func command(for id: String) -> ExerciseCommand {
    switch self {
    case .check: .check(id: id)
    case .hint: .hint(id: id)
    case .watch: .watch(id: id)
    case .solution: .solution(id: id)
    }
  }

  /// The shell command that does the same, shown beside it to teach it.
  func shellCommand(for id: String) -> String {
    switch self {
    case .check: "swift run kit check \(id)"
    case .hint: "swift run kit hint \(id)"
    case .watch: "swift run kit watch \(id)"
    case .solution: "swift run kit solution \(id)"
    }
  }

  /// Whether the activity is open for an exercise in a state: the solution opens once it passed.
  func isAvailable(for state: ExerciseState) -> Bool {
    self != .solution || state.hasPassed
  }
}
