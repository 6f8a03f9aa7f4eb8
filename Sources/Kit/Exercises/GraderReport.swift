/// What a grading run's JUnit report (`swift test --xunit-output`, the Swift Testing file) says
/// test by test: which ran, which failed and with what messages, which were skipped. Known
/// issues (what the learner's own test rightly reports on features broken on purpose) are not
/// failures there, so a run that "passed with N known issues" passes here too.
struct GraderReport: Equatable, Sendable {
  /// One test as the report lists it; a test with arguments is listed once per run.
  struct TestCase: Equatable, Sendable {
    /// The suite: `ExerciseGraders.CounterResetGrader`.
    var suite: String
    /// The test's function: `resetFromAnyNumber(start:)`.
    var name: String
    /// The failure messages, in order; empty when it passed.
    var failures: [String] = []
    /// Whether it was skipped rather than run.
    var isSkipped = false
    /// Why it was skipped, when the report says.
    var skipReason: String?
  }

  /// Every test of the report, in its order.
  var testCases: [TestCase]

  /// The report in a JUnit XML text; an error when it is not one.
  static func parse(_ xml: String) throws(XMLTagsError) -> GraderReport {
    var testCases: [TestCase] = []
    var current: TestCase?
    var openElement: String?
    var sawTestSuites = false
    for piece in try XMLTags.pieces(of: xml) {
      switch piece {
      case .start(let name, let attributes, let closes):
        switch name {
        case "testsuites", "testsuite":
          sawTestSuites = true
        case "testcase":
          let test = TestCase(suite: attributes["classname"] ?? "", name: attributes["name"] ?? "")
          if closes { testCases.append(test) } else { current = test }
        case "failure", "error":
          current?.failures.append(attributes["message"] ?? "")
          openElement = closes ? nil : name
        case "skipped":
          current?.isSkipped = true
          current?.skipReason = attributes["message"]
          openElement = closes ? nil : name
        default:
          break
        }
      case .text(let text):
        switch openElement {
        case "skipped" where current?.skipReason == nil:
          current?.skipReason = text
        case "failure", "error":
          if var test = current, test.failures.last?.isEmpty == true {
            test.failures[test.failures.count - 1] = text
            current = test
          }
        default:
          break
        }
      case .end(let name):
        if name == "testcase", let test = current {
          testCases.append(test)
          current = nil
        }
        if name == openElement { openElement = nil }
      }
    }
    guard sawTestSuites else { throw XMLTagsError("no <testsuites> in the report") }
    return GraderReport(testCases: testCases)
  }

  /// The tests of one suite (and of suites nested in it).
  func testCases(ofSuite suite: String) -> [TestCase] {
    testCases.filter { $0.suite == suite || $0.suite.hasPrefix(suite + ".") }
  }
}
