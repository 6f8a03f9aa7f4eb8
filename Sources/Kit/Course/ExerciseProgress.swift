/// How many of a chapter's exercises the learner has solved, as the menu and `kit list` show it.
struct ExerciseProgress: Equatable, Sendable {
  /// Exercises whose grader passed.
  var solved: Int
  /// Exercises the chapter has.
  var total: Int

  /// The progress as a short label: `2/3 passed`.
  var label: String { "\(solved)/\(total) passed" }
}
