/// What the learner has done with the exercises: which passed their grader, which of those
/// failed their last check since, and how many hints each has shown. `ProgressFile` keeps it in
/// the package folder.
struct ExerciseRecord: Codable, Equatable, Sendable {
  /// The ids of the exercises that passed, in the order they first passed: their solutions stay
  /// unlocked.
  var passed: [String] = []
  /// The ids of exercises that passed once and whose latest check failed.
  var failingAgain: [String] = []
  /// Why the latest check of an exercise failed, in one line, by id; none once it passes.
  var failures: [String: String] = [:]
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
    failingAgain = try container.decodeIfPresent([String].self, forKey: .failingAgain) ?? []
    failures = try container.decodeIfPresent([String: String].self, forKey: .failures) ?? [:]
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
  }

  /// Whether an exercise ever passed (its solution is unlocked).
  func hasPassed(_ id: String) -> Bool {
    passed.contains(id)
  }

  /// Whether an exercise passed and its latest check did too: what progress counts.
  func isPassing(_ id: String) -> Bool {
    hasPassed(id) && !failingAgain.contains(id)
  }

  /// Notes that an exercise passed its check.
  mutating func recordPass(_ id: String) {
    if !hasPassed(id) { passed.append(id) }
    failingAgain.removeAll { $0 == id }
    failures[id] = nil
  }

  /// Notes that an exercise failed its check, and why: one that had passed is now failing again.
  mutating func recordFailure(_ id: String, reason: String) {
    if hasPassed(id), !failingAgain.contains(id) { failingAgain.append(id) }
    failures[id] = reason
  }

  /// Forgets that an exercise passed, as `kit reset` does.
  mutating func forgetPass(_ id: String) {
    passed.removeAll { $0 == id }
    failingAgain.removeAll { $0 == id }
    failures[id] = nil
  }

  /// How many hints of an exercise were shown.
  func hintsShown(of id: String) -> Int {
    max(0, hintsShown[id] ?? 0)
  }
}
