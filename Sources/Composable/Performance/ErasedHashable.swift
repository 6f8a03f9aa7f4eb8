/// A hashable value of any type, compared by type and value: what ids and navigation paths are
/// made of. Unlike `AnyHashable`, making one costs no runtime protocol lookup, which matters
/// because reducers make a few of them for every action. `FastPathTests` proves it equates what
/// `AnyHashable`, the plain reference, equates.
package struct ErasedHashable: Hashable, @unchecked Sendable {
  private let base: any Hashable

  /// Wraps `base`.
  package init(_ base: some Hashable) {
    self.base = base
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    valuesAreEqual(lhs.base, rhs.base)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}

/// Whether `rhs` is a value of `lhs`'s type equal to it.
private func valuesAreEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable) -> Bool {
  (rhs as? Value) == lhs
}
