/// A hashable and sendable value of any type, compared by type and value, as `AnyHashable` but
/// safe to send between tasks: an effect's cancel id made from a runtime value,
/// `.cancellable(id: AnyHashableSendable(product.id))`.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// Whether both wrap equal values of the same type.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value as `AnyHashable` does.
  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { String(describing: base) }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// Wraps a string literal: `let id: AnyHashableSendable = "timer"`.
  public init(stringLiteral value: String) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// Wraps an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }
}
