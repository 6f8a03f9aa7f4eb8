/// A key path a store's scope reads its child state through, as `root[keyPath: keyPath]` would:
/// what `store.scope(state:action:)` holds for the child's state and a list's rows. A view reads
/// its rows' state several times a frame, and a key path's own read is generic code that builds
/// type metadata on every call (about 650 instructions a read).
///
/// A key path to a stored property is read at the property's offset, found once per key path
/// (`StoredPropertyOffsets`), as `KeyPathAccess` reads and changes a reducer's state; any other
/// key path is read through itself, the plain reference path. `FastPathTests` proves both read
/// the same.
struct KeyPathReading<Root, Value> {
  /// The key path itself.
  let keyPath: KeyPath<Root, Value>
  private let offset: Int?

  /// Reading through `keyPath`.
  init(_ keyPath: KeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = StoredPropertyOffsets.offset(of: keyPath)
  }

  /// The value in `root`: `root[keyPath: keyPath]`.
  @inline(__always)
  func get(_ root: Root) -> Value {
    read(root) { $0 }
  }

  /// What `read` makes of the value in `root`, as `read(root[keyPath: keyPath])`, with the value
  /// lent where it lies: a list's row reads its element without copying the whole list out.
  @inline(__always)
  func read<Result>(_ root: Root, _ read: (Value) -> Result) -> Result {
    guard let offset else { return read(root[keyPath: keyPath]) }
    return withUnsafePointer(to: root) { pointer in
      read(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
