import Testing

/// Something an exercise asks of the shape of the learner's tests, beyond catching the broken
/// versions: that a test is parameterized, has a time limit, is tagged, carries a trait of the
/// learner's own. The `.exercise(…)` trait checks it on each test the learner wrote, from what
/// Swift Testing knows of the test (`Test.isParameterized`, `Test.traits`, `Test.tags`).
public struct TestRequirement: Sendable {
  /// What the exercise asks, read after "The exercise asks for": "a parameterized test
  /// (`@Test(…, arguments: …)`)".
  public var description: String
  /// Whether a test meets it.
  public var isMet: @Sendable (Test) -> Bool

  /// A requirement described by `description`, met where `isMet` says so.
  public init(_ description: String, isMet: @escaping @Sendable (Test) -> Bool) {
    self.description = description
    self.isMet = isMet
  }

  /// A parameterized test: `@Test("…", arguments: …)`.
  public static let parameterized = Self("a parameterized test: `@Test(\"…\", arguments: …)`") {
    $0.isParameterized
  }

  /// A test with a time limit: `.timeLimit(.minutes(1))`.
  public static let timeLimited = Self("a time limit on the test: `.timeLimit(.minutes(1))`") {
    $0.timeLimit != nil
  }

  /// A test tagged `name`, on itself or its suite: `.tags(.checkout)`. The tag is the learner's
  /// own (`extension Tag { @Tag static var checkout: Self }` in their file), which a grader
  /// cannot name as a `Tag` value, so it is found by its spelling: Swift Testing describes a tag
  /// declared on `Tag` itself as `.checkout`.
  public static func tagged(_ name: String) -> Self {
    Self(
      """
      the tag \(name) on the test or its suite: declare it with `extension Tag { @Tag static var \
      \(name): Self }` and add `.tags(.\(name))`
      """
    ) { test in
      test.tags.contains { String(describing: $0) == ".\(name)" }
    }
  }

  /// A test that carries a trait of the learner's own: a type conforming to `TestTrait` (or
  /// `SuiteTrait`) and `TestScoping`, other than the exercise's.
  public static let ownScopingTrait = Self(
    "a trait of your own on the test: a `TestTrait` that is also `TestScoping`"
  ) { test in
    test.traits.contains { $0 is any TestScoping && !($0 is ExerciseTrait) }
  }
}
