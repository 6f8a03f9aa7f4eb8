/// What a store keeps a child store by: the key path it was scoped through, and whether the
/// child is one store or a list's row stores. A key path, not an `AnyHashable` of one: wrapping a
/// key path in `AnyHashable` looks up its class's `Hashable` conformance each time.
struct ScopeKey: Hashable {
  let path: AnyKeyPath
  let isRows: Bool

  /// The key of the store scoped through `path`, or of the row stores of the array at `path`.
  init(_ path: AnyKeyPath, isRows: Bool = false) {
    self.path = path
    self.isRows = isRows
  }
}
