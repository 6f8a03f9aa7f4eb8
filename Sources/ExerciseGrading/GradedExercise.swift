/// An exercise whose grader has broken versions of the feature for the learner's tests to
/// catch.
///
/// The grader, not the workbook, makes the marker conform, in an extension in its own file:
///
/// ```swift
/// extension CounterResetExercise: GradedExercise {
///   static var brokenVersions: [BrokenVersion] {
///     [.reducer("a counter whose reset does nothing", advice: "…") { … }]
///   }
/// }
/// ```
///
/// The `.exercise(…)` trait finds that conformance at run time (the test binary links the
/// workbook and the graders), so the learner's file never names what is broken.
public protocol GradedExercise: ExerciseMarker {
  /// The versions of the feature each of the learner's tests is run on again.
  static var brokenVersions: [BrokenVersion] { get }
  /// What the exercise asks of the shape of each of the learner's tests; none by default.
  static var requirements: [TestRequirement] { get }
}

extension GradedExercise {
  /// No requirement on the tests' shape: catching the broken versions is the whole task.
  public static var requirements: [TestRequirement] { [] }
}
