/// Something the menu hands the terminal over for: it leaves the screen, the kit runs it, and
/// the menu comes back where it was.
enum Launch: Equatable, Sendable {
  /// Run a chapter's app.
  case app(chapter: Int)
  /// Play a chapter's demo.
  case demo(chapter: Int)
  /// Play a recorded session as a walk-through: `script` is relative to the package folder.
  case session(chapter: Int, script: String)
  /// Run a chapter's test suite, its output streamed.
  case tests(chapter: Int)
  /// Run an exercise command (check, hint, watch, solution) from the exercise's screen.
  case exercise(ExerciseCommand)
}
