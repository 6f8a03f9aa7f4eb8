import Composable
import Testing

/// The trait behind `.dependency(…)` and `.dependencies { … }` (swift-dependencies names it so):
/// it runs each test with its dependencies changed, so every `TestStore` the test makes starts
/// from them, and a store's own `withDependencies` still changes them after.
///
/// ```swift
/// @Test(.dependency(\.uuid, .incrementing))
/// func addsTwoItems() async { … }
///
/// @Suite(.dependencies { $0.continuousClock = ImmediateClock() })
/// struct TimerTests { … }
/// ```
///
/// On a suite it reaches every test inside, nested suites included. Traits compose from the
/// outside in: the outermost suite's changes first, the test's own last, so the innermost wins.
/// The changes are made again for each test (each case of a parameterized test), so a stateful
/// value such as `.incrementing` starts over in every test.
public struct _DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let updateValues: @Sendable (inout DependencyValues) async throws -> Void

  /// Whether no dependency trait encloses the current test yet: the outermost starts from the
  /// test values, so nothing from outside the test leaks in; inner ones from what it set.
  @TaskLocal static var isOutermost = true

  /// True: on a suite, the trait applies to every test in it, however deeply nested.
  public var isRecursive: Bool { true }

  /// Runs the test with the current dependencies changed by this trait's closure.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    var values = Self.isOutermost ? DependencyValues() : DependencyValues._current
    values.context = .test
    try await updateValues(&values)
    try await DependencyValues.$_current.withValue(values) {
      try await Self.$isOutermost.withValue(false) {
        try await function()
      }
    }
  }
}

extension Trait where Self == _DependenciesTrait {
  /// A trait that sets one dependency for a test, or for every test of a suite:
  /// `@Test(.dependency(\.uuid, .incrementing))`. `value` is made again for each test.
  public static func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: @autoclosure @escaping @Sendable () throws -> Value
  ) -> Self {
    Self { values in values[keyPath: keyPath] = try value() }
  }

  /// A trait that changes any dependencies for a test, or for every test of a suite:
  /// `@Suite(.dependencies { $0.date.now = Date(timeIntervalSince1970: 0) })`.
  public static func dependencies(
    _ updateValues: @escaping @Sendable (inout DependencyValues) async throws -> Void
  ) -> Self {
    Self(updateValues: updateValues)
  }
}
