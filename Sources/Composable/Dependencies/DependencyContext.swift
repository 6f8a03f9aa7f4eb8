import Foundation

/// Where the code runs, which decides each dependency's default value.
public enum DependencyContext: Sendable, Equatable {
  /// A running app: `liveValue`.
  case live
  /// A preview or demo: `previewValue`.
  case preview
  /// A test: `testValue`.
  case test

  /// `.test` inside a test runner process, `.live` everywhere else.
  public static let `default`: DependencyContext = isRunningTests ? .test : .live

  private static var isRunningTests: Bool {
    let name = ProcessInfo.processInfo.processName
    return name.hasSuffix(".xctest") || name.hasSuffix("PackageTests")
      || ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
  }
}
