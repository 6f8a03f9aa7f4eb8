/// The step a `ForEach` adds for one element: where a row begins (its shortcuts act in it).
struct RowStep: Hashable {
  /// The element's id (an `AnyHashable` would ask about its type's conformances every frame).
  let id: any Hashable
  /// The id's hash: two rows' steps differ by it without casting one id to the other's type.
  private let idHash: Int

  /// The step of the element `id`.
  init(id: any Hashable) {
    self.id = id
    idHash = id.hashValue
  }

  /// Whether both ids are of one type and equal.
  static func == (lhs: RowStep, rhs: RowStep) -> Bool {
    lhs.idHash == rhs.idHash && lhs.id.isEqual(to: rhs.id)
  }

  /// Hashes the id's hash.
  func hash(into hasher: inout Hasher) { hasher.combine(idHash) }
}

extension Hashable {
  /// Whether `other` is of this value's type and equal to it.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}
