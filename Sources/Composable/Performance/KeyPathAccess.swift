/// Reads and changes the value at a writable key path, as `root[keyPath: keyPath]` would, for a
/// reducer that reaches the same path more than once in one action (`forEach`, `ifLet`, a
/// presentation's `ifLet`).
///
/// A key path to a stored property (most state key paths) is reached in place, at the property's
/// offset, found once per key path (`StoredPropertyOffsets`): a key path's own read or change is
/// generic code that builds type metadata on every call, which made these accesses a large part
/// of a reducer's cost. `MemoryLayout.offset(of:)` gives an offset only where reaching the value
/// through it is the same as through the key path (a property with observers, for one, has none).
/// Any other key path is used as it is, the plain reference path; `FastPathTests` proves both
/// read and change the same.
struct KeyPathAccess<Root, Value> {
  private let keyPath: WritableKeyPath<Root, Value>
  private let offset: Int?

  /// Access to the value at `keyPath`.
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = StoredPropertyOffsets.offset(of: keyPath)
  }

  /// What `read` makes of the value in `root`.
  func read<Result>(in root: inout Root, _ read: (Value) -> Result) -> Result {
    guard let offset else { return read(root[keyPath: keyPath]) }
    return withUnsafePointer(to: &root) { pointer in
      read(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Changes the value in `root` with `change`, and returns what it returns.
  func modify<Result>(in root: inout Root, _ change: (inout Value) -> Result) -> Result {
    guard let offset else { return change(&root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      change(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
