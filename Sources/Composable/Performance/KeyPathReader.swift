/// Reads the value at a writable key path, as `root[keyPath: keyPath]` would, for a reducer that
/// reads the same path more than once in one action (`forEach`, `ifLet`).
///
/// A key path to a stored property (most state key paths) is read in place, at the property's
/// offset, found once: a key path's own read is generic code that builds type metadata on every
/// call, which made these reads a large part of a reducer's cost. Any other key path is read
/// through the key path, the plain reference path; `FastPathTests` proves both read the same.
struct KeyPathReader<Root, Value> {
  private let keyPath: WritableKeyPath<Root, Value>
  private let offset: Int?

  /// A reader of the value at `keyPath`.
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// What `read` makes of the value in `root`.
  func read<Result>(in root: inout Root, _ read: (Value) -> Result) -> Result {
    guard let offset else { return read(root[keyPath: keyPath]) }
    return withUnsafePointer(to: &root) { pointer in
      read(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
