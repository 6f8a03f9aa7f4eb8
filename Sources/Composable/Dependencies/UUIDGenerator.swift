import Foundation
import Synchronization

/// Makes UUIDs: random ones in the app, predictable ones in tests.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID.
  public func callAsFunction() -> UUID { generate() }

  /// A generator of `UUID(0)`, `UUID(1)`, `UUID(2)`, … in order.
  public static var incrementing: Self {
    let next = Mutex(0)
    return Self {
      UUID(next.withLock { value in
        defer { value += 1 }
        return value
      })
    }
  }

  /// A generator that always gives `uuid`.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }
}

extension UUID {
  /// A UUID whose last digits are `intValue` in hexadecimal: `UUID(1)` is
  /// 00000000-0000-0000-0000-000000000001. Handy in tests.
  public init(_ intValue: Int) {
    let hex = String(UInt64(truncatingIfNeeded: intValue), radix: 16)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex.suffix(12)
    self.init(uuidString: "00000000-0000-0000-0000-\(digits)")!
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static let testValue = UUIDGenerator {
    reportIssue(
      """
      Unimplemented: @Dependency(\\.uuid)

      The test made a UUID without controlling how: set "$0.uuid = .incrementing" in the store's \
      "withDependencies".
      """)
    return UUID(0)
  }
}

extension DependencyValues {
  /// Makes UUIDs: `@Dependency(\.uuid) var uuid`, then `uuid()`.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
