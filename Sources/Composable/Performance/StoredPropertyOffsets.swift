import Synchronization

/// Where `KeyPathReader` finds a stored property: `MemoryLayout.offset(of:)`, remembered per key
/// path. Working an offset out walks the key path's components, about 250 instructions, and a
/// reducer's key paths come back with its body on every action, while a key path literal is one
/// object for the whole run.
///
/// The few key paths an app's `forEach`es and `ifLet`s read through are kept in a short list that
/// holds them, so no other key path can take their address; past its capacity an offset is worked
/// out each time, the plain path. `FastPathTests` proves a remembered offset is the one
/// `MemoryLayout` gives.
enum StoredPropertyOffsets {
  private static let remembered = Mutex<[Entry]>([])
  private static let capacity = 64

  /// The offset of the stored property `keyPath` reaches in `Root`, or nil when it is not one.
  static func offset<Root, Value>(of keyPath: KeyPath<Root, Value>) -> Int? {
    let id = ObjectIdentifier(keyPath)
    let known: Int?? = remembered.withLock { list in
      for entry in list where entry.id == id { return entry.offset }
      return nil
    }
    if let known { return known }
    let offset = MemoryLayout<Root>.offset(of: keyPath)
    let entry = Entry(id: id, held: HeldKeyPath(keyPath), offset: offset)
    remembered.withLock { list in
      if list.count < capacity, !list.contains(where: { $0.id == id }) { list.append(entry) }
    }
    return offset
  }

  /// A key path, by its address, and its offset.
  private struct Entry: Sendable {
    let id: ObjectIdentifier
    let held: HeldKeyPath
    let offset: Int?
  }

  /// A key path kept alive, so that no other key path is made at its address. Never read: the
  /// key path is immutable, so holding it from any thread is safe.
  private final class HeldKeyPath: @unchecked Sendable {
    let keyPath: AnyKeyPath

    init(_ keyPath: AnyKeyPath) {
      self.keyPath = keyPath
    }
  }
}
