import Foundation

/// Tells the current date: the real one in the app, a fixed one in tests.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that calls `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date. Setting it makes the generator give that date from now on, as in
  /// `withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) }`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

  /// A generator that always gives `date`.
  public static func constant(_ date: Date) -> Self { Self { date } }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.date)

      The test read the date without controlling it: set "$0.date.now = Date(…)" (or \
      "$0.date = .constant(…)") in the store's "withDependencies".
      """)
    return Date(timeIntervalSince1970: 0)
  }
}

extension DependencyValues {
  /// Tells the date: `@Dependency(\.date.now) var now`.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
