import Synchronization
import TestTags
import Testing

@testable import Composable

/// A reporter that keeps where each issue was reported.
private final class LocationCollector: IssueReporter {
  struct Report: Equatable {
    var message: String
    var fileID: String
    var line: UInt
  }

  private let stored = Mutex<[Report]>([])

  var reports: [Report] { stored.withLock { $0 } }

  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    stored.withLock { $0.append(Report(message: message, fileID: "\(fileID)", line: line)) }
  }
}

/// A parent whose `ifLet` sits on a known line, so its report's location can be checked.
private struct Parent: Reducer {
  static let ifLetLine: UInt = #line + 8
  struct State: Equatable {
    var child: TickerFeature.State?
  }
  enum Action: Equatable {
    case child(TickerFeature.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.child, action: Action.child) { TickerFeature() }
  }
}

@MainActor
@Suite(.tags(.core), .timeLimit(.minutes(1))) struct IssueReportingTests {
  @Test func everyReporterInEffectReceivesTheIssueWithItsLocation() {
    let first = LocationCollector()
    let second = LocationCollector()
    let line: UInt = #line + 2
    withIssueReporters([first, second]) {
      reportIssue("Something is off")
    }
    let expected = [
      LocationCollector.Report(
        message: "Something is off", fileID: "ComposableTests/IssueReportingTests.swift",
        line: line)
    ]
    #expect(first.reports == expected)
    #expect(second.reports == expected)
  }

  @Test func innerReportersReplaceOuterOnes() {
    let outer = LocationCollector()
    let inner = LocationCollector()
    withIssueReporters([outer]) {
      withIssueReporters([inner]) { reportIssue("inner") }
      reportIssue("outer")
    }
    #expect(inner.reports.map(\.message) == ["inner"])
    #expect(outer.reports.map(\.message) == ["outer"])
  }

  @Test func noReportersMeansSilence() {
    var built = false
    withIssueReporters([]) {
      reportIssue({ () -> String in
        built = true
        return "unseen"
      }())
    }
    #expect(built == false)
  }

  @Test func misuseIsReportedAtTheOperatorsLine() {
    let collector = LocationCollector()
    withIssueReporters([collector]) {
      let store = Store(initialState: Parent.State()) { Parent() }
      store.send(.child(.increment))
    }
    #expect(collector.reports.count == 1)
    #expect(collector.reports.first?.fileID == "ComposableTests/IssueReportingTests.swift")
    #expect(collector.reports.first?.line == Parent.ifLetLine)
  }

  @Test func effectsReportToTheReportersOfWhereTheyStarted() async {
    let collector = LocationCollector()
    await withIssueReporters([collector]) {
      let store = makeEffectStore { action in
        guard action == .start else { return .none }
        return .run { _ in
          await Task.yield()
          reportIssue("from the effect")
        }
      }
      await store.send(.start).finish()
    }
    #expect(collector.reports.map(\.message) == ["from the effect"])
  }
}
