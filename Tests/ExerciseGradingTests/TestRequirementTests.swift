import ExerciseGrading
import TestTags
import Testing

extension Tag {
  /// A tag declared as a learner declares theirs, for `TestRequirement.tagged`.
  @Tag static var checkout: Self
}

/// The shapes an exercise asks for, read from what Swift Testing knows of the running test.
@Suite("What an exercise asks of a test's shape", .tags(.graders))
struct TestRequirementTests {
  @Test("a tag is found by its spelling, on the test itself", .tags(.checkout))
  func taggedByItsSpelling() throws {
    let test = try #require(Test.current)
    #expect(TestRequirement.tagged("checkout").isMet(test))
    #expect(!TestRequirement.tagged("payment").isMet(test))
  }

  @Test("an untagged, unparameterized test without a time limit meets none of those")
  func plainTestMeetsNone() throws {
    let test = try #require(Test.current)
    #expect(!TestRequirement.tagged("checkout").isMet(test))
    #expect(!TestRequirement.parameterized.isMet(test))
    #expect(!TestRequirement.timeLimited.isMet(test))
  }

  @Test("a parameterized test with a time limit meets both", .timeLimit(.minutes(1)), arguments: [1, 2])
  func parameterizedAndTimeLimited(value: Int) throws {
    let test = try #require(Test.current)
    #expect(TestRequirement.parameterized.isMet(test))
    #expect(TestRequirement.timeLimited.isMet(test))
  }
}
