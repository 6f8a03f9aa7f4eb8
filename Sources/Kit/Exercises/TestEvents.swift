import Foundation

/// What a run's JSON event stream says: every test by its id (its function's name and display
/// name) and every issue that failed a test, in order.
struct TestEvents: Equatable, Sendable {
  /// A test as the stream describes it.
  struct TestRecord: Equatable, Sendable {
    /// `ExerciseGraders.CounterResetGrader/reset()/CounterResetGrader.swift:40:4`.
    var id: String
    /// The function: `reset()`.
    var name: String
    /// The name `@Test("…")` gave it, if any.
    var displayName: String?

    /// Where the test is declared, from the end of its id: the file's name and the line
    /// (`CounterResetGrader.swift`, 40), or nil when the id does not end so.
    var declaration: (file: String, line: Int)? {
      let parts = id.split(separator: "/").last?.split(separator: ":") ?? []
      guard parts.count >= 2, let line = Int(parts[parts.count - 2]) else { return nil }
      return (String(parts[0]), line)
    }

    /// Whether it is the report's test `name` of `suite` (the report names the suite with dots
    /// where the id may have slashes).
    func isTest(_ name: String, ofSuite suite: String) -> Bool {
      guard self.name == name, let range = id.range(of: "/\(name)/") else { return false }
      return id[..<range.lowerBound].replacingOccurrences(of: "/", with: ".") == suite
    }
  }

  /// The tests, in the order the stream listed them.
  var tests: [TestRecord] = []
  /// The issues that failed tests, in order.
  var issues: [ConsoleIssue] = []

  /// The stream's records, one JSON object a line; lines that are not records are left out.
  static func parse(_ text: String) -> TestEvents {
    var events = TestEvents()
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") {
      guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
      let payload = record.payload
      switch (record.kind, payload.kind) {
      case ("test", "function"):
        guard let id = payload.id, let name = payload.name else { continue }
        events.tests.append(TestRecord(id: id, name: name, displayName: payload.displayName))
      case ("event", "issueRecorded"):
        guard let testID = payload.testID, let issue = payload.issue, !issue.isKnown else { continue }
        let location = issue.sourceLocation.map {
          "\(($0.fileID as NSString).lastPathComponent):\($0.line):\($0.column)"
        }
        let messages = payload.messages ?? []
        events.issues.append(
          ConsoleIssue(
            testID: testID, location: location ?? "",
            headline: messages.first { $0.symbol != "details" }?.text ?? "",
            detail: messages.first { $0.symbol == "details" }?.text))
      default:
        continue
      }
    }
    return events
  }

  /// The stream's record of the report's test `name` of `suite`.
  func test(_ name: String, ofSuite suite: String) -> TestRecord? {
    tests.first { $0.isTest(name, ofSuite: suite) }
  }

  /// The issues the report's test `name` of `suite` recorded, in order.
  func issues(ofTest name: String, suite: String) -> [ConsoleIssue] {
    let ids = Set(tests.filter { $0.isTest(name, ofSuite: suite) }.map(\.id))
    return issues.filter { ids.contains($0.testID) }
  }

  /// One line of the stream, as far as the kit reads it.
  private struct Record: Decodable {
    var kind: String
    var payload: Payload
  }

  /// A test's description or an event.
  private struct Payload: Decodable {
    var kind: String
    var id: String?
    var name: String?
    var displayName: String?
    var testID: String?
    var issue: Issue?
    var messages: [Message]?
  }

  /// An issue: whether it was known, and where it was recorded.
  private struct Issue: Decodable {
    var isKnown: Bool
    var sourceLocation: SourceLocation?
  }

  /// A place in a source file.
  private struct SourceLocation: Decodable {
    var fileID: String
    var line: Int
    var column: Int
  }

  /// A line the console prints for an event, with its symbol (`fail`, `details`…).
  private struct Message: Decodable {
    var symbol: String
    var text: String
  }
}
