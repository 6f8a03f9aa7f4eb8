import Foundation

/// Swift Testing's JSON event streams (version 0), as `swift test` writes them, for the
/// stand-in: a record for each test, then its issues, the tests' issues in the order given.
enum EventStream {
  /// A test: its suite (without the module), function, display name and the issues it records.
  struct Test {
    var suite: String
    var name: String
    var displayName: String?
    var issues: [Issue] = []
    /// The file that declares it (the suite's, by default) and the line.
    var file: String? = nil
    var line = 10

    var id: String {
      let module = suite.hasSuffix("Grader") ? "ExerciseGraders" : "Exercises"
      return "\(module).\(suite)/\(name)/\(file ?? suite + ".swift"):\(line):4"
    }
  }

  /// An issue: where, its first line and its details; a known one is not a failure.
  struct Issue {
    var file: String
    var line: Int
    var column: Int
    var headline: String
    var detail: String?
    var isKnown = false
  }

  /// The stream's lines: the tests' records first, then the issues, `order` giving which test's
  /// issue comes next (the tests' indices; by default each test's in turn).
  static func jsonl(tests: [Test], order: [Int]? = nil) -> String {
    func quoted(_ text: String) -> String {
      let data = try? JSONEncoder().encode(text)
      return data.map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
    let records = tests.map { test in
      let shown = test.displayName.map { #""displayName":\#(quoted($0)),"# } ?? ""
      return #"{"kind":"test","payload":{\#(shown)"id":\#(quoted(test.id)),"kind":"function","name":\#(quoted(test.name))},"version":0}"#
    }
    var next = Array(repeating: 0, count: tests.count)
    let turns = order ?? tests.indices.flatMap { index in Array(repeating: index, count: tests[index].issues.count) }
    let issues = turns.map { index in
      let test = tests[index]
      let issue = test.issues[next[index]]
      next[index] += 1
      let details = issue.detail.map { #",{"symbol":"details","text":\#(quoted($0))}"# } ?? ""
      let symbol = issue.isKnown ? "passWithKnownIssue" : "fail"
      return #"{"kind":"event","payload":{"issue":{"isKnown":\#(issue.isKnown),"sourceLocation":{"fileID":"ExerciseGraders/\#(issue.file)","line":\#(issue.line),"column":\#(issue.column)}},"kind":"issueRecorded","messages":[{"symbol":"\#(symbol)","text":\#(quoted(issue.headline))}\#(details)],"testID":\#(quoted(test.id))},"version":0}"#
    }
    return (records + issues).joined(separator: "\n") + "\n"
  }
}
