import Foundation
import TestTags
import Testing

@testable import Kit

/// Reading what a grading run leaves: Swift Testing's JUnit report and the compiler's errors.
@Suite("Grading reports and compiler errors", .tags(.kit))
struct ExerciseReportTests {
  @Test("the report gives each test's suite, name, failures and skips, with entities unescaped")
  func report() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="TestResults" errors="0" tests="4" failures="2" skipped="1" time="0.3">
          <testcase classname="Exercises.CounterResetTests" name="reset(start:)" time="0.1" >
            <failure message="Expectation failed: (store.state.counter &#8594; 5) == 0 (error): still 5&#10;second line" />
            <failure message="Issue recorded (error): a &quot;quoted&quot; &lt;word&gt; &amp; more" />
          </testcase>
          <testcase classname="Exercises.CounterResetTests" name="passes()" time="0.1" />
          <testcase classname="Exercises.CounterResetTests.Nested" name="nested()" time="0.1" >
            <skipped>Exercise counter.reset is not started</skipped>
          </testcase>
          <testcase classname="Exercises.CounterResetTestsTwo" name="other()" time="0.1" >
            <failure message="elsewhere" />
          </testcase>
        </testsuite>
      </testsuites>
      """
    let report = try GraderReport.parse(xml)
    #expect(report.testCases.count == 4)
    let cases = report.testCases(ofSuite: "Exercises.CounterResetTests")
    #expect(cases.map(\.name) == ["reset(start:)", "passes()", "nested()"])
    #expect(
      cases[0].failures == [
        "Expectation failed: (store.state.counter → 5) == 0 (error): still 5\nsecond line",
        "Issue recorded (error): a \"quoted\" <word> & more",
      ])
    #expect(cases[1].failures.isEmpty && !cases[1].isSkipped)
    #expect(cases[2].isSkipped && cases[2].skipReason == "Exercise counter.reset is not started")
  }

  @Test("a file that is not a JUnit report is an error")
  func notAReport() {
    #expect(throws: XMLTagsError("no <testsuites> in the report")) {
      try GraderReport.parse("Build complete!")
    }
    #expect(throws: XMLTagsError("an unclosed value in <testcase>")) {
      try GraderReport.parse("<testsuites><testcase name=\"x></testsuites>")
    }
  }

  @Test("a failure message keeps the grader's words: the comment after the expression")
  func learnersWords() {
    #expect(
      FailingTest.learnersWords("Expectation failed: (a → 5) == 0 (error): reset did nothing")
        == "reset did nothing")
    #expect(
      FailingTest.learnersWords("Issue recorded (error): testReset passes anyway")
        == "testReset passes anyway")
    #expect(
      FailingTest.learnersWords("Expectation failed: (a → 5) == 0 (error)")
        == "Expectation failed: (a → 5) == 0")
  }

  @Test(
    "compiler errors: each once, with its source lines, paths relative, SwiftPM's summary left out")
  func compilerErrors() {
    let root = URL(fileURLWithPath: "/home/learner/kit")
    let block = [
      "/home/learner/kit/Exercises/Workbook/01-Counter/CounterReset.swift:57:7: error: cannot find 'x' in scope",
      "55 |     case .resetButtonTapped:",
      "56 |       // TODO: set the counter back to 0.",
      "57 |       x",
      "   |       `- error: cannot find 'x' in scope",
      "58 |       return .none",
    ]
    let output =
      (["Building for debugging...", "[3/9] Compiling Exercises CounterReset.swift"] + block
      + ["[4/9] Compiling Exercises CounterFloor.swift"] + block
      + ["/home/learner/kit/Exercises/Workbook/01-Counter/CounterFloor.swift:3:1: warning: unused"]
      + ["error: emit-module command failed with exit code 1 (use -v to see invocation)"]
      + ["error: fatalError"]).joined(separator: "\n")
    let errors = CompilerErrors(output: output, packageRoot: root).errors
    #expect(errors.count == 1)
    #expect(
      errors.first?.first
        == "Exercises/Workbook/01-Counter/CounterReset.swift:57:7: error: cannot find 'x' in scope")
    #expect(errors.first?.count == 6)
    #expect(errors.first?.last == "58 |       return .none")
  }

  @Test("a key path given as action: on the line an error points at is real TCA's spelling; one in a comment nearby is not")
  func keyPathAction() {
    let root = URL(fileURLWithPath: "/home/learner/kit")
    let error = "error: cannot infer key path type from context; consider explicitly specifying a root type"
    func errors(at line: Int, excerpt: [String]) -> CompilerErrors {
      let header = "/home/learner/kit/Exercises/Workbook/06-Sheets/CouponSheet.swift:\(line):36: \(error)"
      return CompilerErrors(output: ([header] + excerpt).joined(separator: "\n"), packageRoot: root)
    }
    let spelled = errors(
      at: 138,
      excerpt: [
        "137 |     public var body: some ReducerOf<Self> {",
        "138 |       Scope(state: \\.coupon, action: \\.coupon) {",
        "    |                                    `- \(error)",
      ])
    #expect(spelled.keyPathActionCase == "coupon")
    let quoted = errors(
      at: 138,
      excerpt: [
        "137 |       // real TCA: Scope(state: \\.coupon, action: \\.coupon)",
        "138 |       Scope(state: State.coupon, action: Action.coupon) { x }",
        "    |                                    `- \(error)",
      ])
    #expect(quoted.keyPathActionCase == nil)
  }

  @Test("store.case that does not compile because the state names no reducer points at the typealias")
  func caseReducerWithoutStateReducer() {
    let root = URL(fileURLWithPath: "/home/learner/kit")
    let output = [
      "/home/learner/kit/Exercises/Workbook/08-RootTabs/LibraryStack.swift:153:22: error: value of"
        + " type 'Store<LibraryDomain.Path.State, LibraryDomain.Path.Action>' has no dynamic member"
        + " 'case' using key path from root type 'LibraryDomain.Path.State'",
      "153 |         switch store.case {",
    ].joined(separator: "\n")
    #expect(
      CompilerErrors(output: output, packageRoot: root).caseReducerWithoutStateReducer
        == "LibraryDomain.Path")
    let other = "/home/learner/kit/Exercises/Workbook/08-RootTabs/LibraryStack.swift:12:3: error: cannot find 'x' in scope"
    #expect(CompilerErrors(output: other, packageRoot: root).caseReducerWithoutStateReducer == nil)
  }
}
