extension IdentifiedArray {
  /// The position of the element with `id`, as `index(id:)` gives it, for `forEach` finding the
  /// element an action is for.
  ///
  /// `index(id:)` hashes `id` with SipHash, which for a UUID costs about 350 instructions, more
  /// than comparing it with a few dozen ids one by one. So an array of at most `shortLength`
  /// elements is searched in order, and a longer one through `index(id:)`, the plain path. The ids
  /// are unique, so both find the same element; `FastPathTests` proves they give the same
  /// position.
  func position(of id: ID) -> Int? {
    count <= Self.shortLength ? ids.firstIndex(of: id) : index(id: id)
  }

  /// The longest array searched in order.
  static var shortLength: Int { 32 }
}
