/// The id of one element of a `StackState`: given by the stack when the element is appended, and
/// never reused while the store runs. A `TestStore` numbers them 0, 1, 2… from the start of each
/// test, so a test writes them as integer literals: `.element(id: 0, action: …)`.
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The element's number: how many ids were given before it.
  public let generation: Int

  /// The id with this number.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Orders ids by when they were given.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The id with this number, as a test writes it: `0`, `1`…
  public init(integerLiteral generation: Int) {
    self.init(generation: generation)
  }
}

extension StackElementID: CustomStringConvertible, CustomDumpStringConvertible {
  /// The id as `#0`, `#1`…
  public var description: String { "#\(generation)" }

  /// The id as `#0`, `#1`… in dumps and diffs.
  public var customDumpDescription: String { description }
}
