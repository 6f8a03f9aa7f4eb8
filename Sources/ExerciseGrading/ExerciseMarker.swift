/// An exercise's marker, in its workbook file: its id, and the switch the learner flips when
/// they start it.
///
/// ```swift
/// public enum CounterResetExercise: ExerciseMarker {
///   public static let id = "counter.reset"
///   public static var isStarted: Bool { false }
/// }
/// ```
///
/// `isStarted` is computed, not stored, so that flipping it recompiles its workbook file alone.
public protocol ExerciseMarker: SendableMetatype {
  /// The exercise's id, as `kit check` takes it: `counter.reset`.
  static var id: String { get }
  /// Whether the learner started the exercise; its tests do not run until then.
  static var isStarted: Bool { get }
}
