import Composable
import Testing

/// A trait that makes every misuse the core reports during a test a Swift Testing issue at the
/// caller's line, also outside a `TestStore`: a `ViewHost` tap of a title that is not there, an
/// action for a missing child. `@Suite(.reportingIssues)`; `withKnownIssue` then catches them.
public struct ReportingIssuesTrait: TestTrait, SuiteTrait, TestScoping {
  /// Runs each test with the Swift Testing reporter in place.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withIssueReporters([SwiftTestingIssueReporter()]) { try await function() }
  }

  /// It applies to every test of a suite it is on.
  public var isRecursive: Bool { true }
}

extension Trait where Self == ReportingIssuesTrait {
  /// Reports the core's misuse reports as Swift Testing issues in these tests.
  public static var reportingIssues: Self { ReportingIssuesTrait() }
}
