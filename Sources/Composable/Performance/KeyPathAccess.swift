/// A writable key path that a reducer reads and changes state through, as `root[keyPath:]`
/// would: what `Scope`, `forEach`, the stack's `forEach` and `ifLet` hold for the child state
/// they reach in each action. They make it when they are made, and a store keeps the body
/// that holds them (`BodyKeepingReducer`). The presentation `ifLet` has none: a `@Presents`
/// projection has no offset to learn. `get(&state)` is `state[keyPath: keyPath]`,
/// `read(&state) { $0.ids }` is `state[keyPath: keyPath].ids`, and `modify(&state) { … }` changes
/// it in place, as `state[keyPath: keyPath]` does on the left of an assignment.
///
/// A key path to a stored property (most state key paths) is reached in place, at the property's
/// offset, found once per key path (`StoredPropertyOffsets`): a key path's own read or change is
/// generic code that builds type metadata on every call (about 900 instructions per read in a
/// deep send), which made these accesses a large part of a reducer's cost.
/// `MemoryLayout.offset(of:)` gives an offset only where reaching the value through it is the same
/// as through the key path (a property with observers, for one, has none). Any other key path is
/// used as it is, `root[keyPath: keyPath]`, the plain reference path; `FastPathTests` proves both
/// read and change the same.
struct KeyPathAccess<Root, Value> {
  /// The key path itself, which also names the child (`ChildID`).
  let keyPath: WritableKeyPath<Root, Value>
  private let offset: Int?

  /// Access to the value at `keyPath`.
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = StoredPropertyOffsets.offset(of: keyPath)
  }

  /// The value in `root`: `root[keyPath: keyPath]`. (`root` is `inout` only so that the value is
  /// read where it lies, without copying the whole root first.)
  @inline(__always)
  func get(_ root: inout Root) -> Value {
    guard let offset else { return root[keyPath: keyPath] }
    return withUnsafePointer(to: &root) { pointer in
      UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }
  }

  /// What `read` makes of the value in `root`, as `read(root[keyPath: keyPath])`, with the value
  /// lent where it lies: a `forEach` that needs only a collection's ids reads them without
  /// copying the whole collection out (a retain and a release for each array it holds).
  @inline(__always)
  func read<Result>(_ root: inout Root, _ read: (Value) -> Result) -> Result {
    guard let offset else { return read(root[keyPath: keyPath]) }
    return withUnsafePointer(to: &root) { pointer in
      read(UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Changes the value in `root` in place with `change`, as `change(&root[keyPath: keyPath])`,
  /// and returns what it returns.
  @inline(__always)
  func modify<Result>(_ root: inout Root, _ change: (inout Value) -> Result) -> Result {
    guard let offset else { return change(&root[keyPath: keyPath]) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      change(&UnsafeMutableRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
