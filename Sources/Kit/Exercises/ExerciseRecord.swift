/// What the learner has done with the exercises: which passed their grader, and how many
/// hints each has shown. `ProgressFile` keeps it in the package folder.
struct ExerciseRecord: Codable, Equatable, Sendable {
  /// The ids of the exercises that passed, in the order they first passed.
  var passed: [String] = []
  /// How many hints `kit hint` has shown, per exercise id.
  var hintsShown: [String: Int] = [:]

  /// An empty record: nothing passed, no hint shown.
  init() {}

  /// A record with exercises passed and hints shown.
  init(passed: [String], hintsShown: [String: Int] = [:]) {
    self.passed = passed
    self.hintsShown = hintsShown
  }

  /// Reads a record; a missing field counts as empty, so an older or hand-made file still works.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    passed = try container.decodeIfPresent([String].self, forKey: .passed) ?? []
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
  }

  /// Whether an exercise passed.
  func hasPassed(_ id: String) -> Bool {
    passed.contains(id)
  }

  /// Notes that an exercise passed (once).
  mutating func recordPass(_ id: String) {
    if !hasPassed(id) { passed.append(id) }
  }

  /// Forgets that an exercise passed, as `kit reset` does.
  mutating func forgetPass(_ id: String) {
    passed.removeAll { $0 == id }
  }

  /// How many hints of an exercise were shown.
  func hintsShown(of id: String) -> Int {
    max(0, hintsShown[id] ?? 0)
  }
}
