/// A key for a dependency that has at least a test value: what `@Dependency` gives in tests and,
/// unless overridden, in previews.
public protocol TestDependencyKey {
  /// The type of the dependency's value.
  associatedtype Value: Sendable = Self
  /// The value used in tests.
  static var testValue: Value { get }
  /// The value used in previews and demos.
  static var previewValue: Value { get }
}

/// A key for a dependency with a live value, the one an app uses when it runs for real.
public protocol DependencyKey: TestDependencyKey {
  /// The type of the dependency's value, inferred from `liveValue` when nothing else says it.
  associatedtype Value = Self
  /// The value used when the app runs for real.
  static var liveValue: Value { get }
  /// The value used in tests.
  static var testValue: Value { get }
  /// The value used in previews and demos.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// By default a preview uses the test value.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// By default a preview uses the live value.
  public static var previewValue: Value { liveValue }

  /// A key without a test value reports that it was used in a test, then gives the preview value.
  public static var testValue: Value {
    reportIssue(
      """
      @Dependency(\(Self.self)) has no test implementation, but was accessed from a test context.

      Dependencies used in tests should be controlled: override it in the test, for example with \
      "withDependencies: { $0.… = … }" on the store, or give its key a "testValue".
      """)
    return previewValue
  }
}
