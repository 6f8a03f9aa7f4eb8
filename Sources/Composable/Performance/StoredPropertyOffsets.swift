import Synchronization

/// Where `KeyPathAccess` finds a stored property: `MemoryLayout.offset(of:)`, remembered per key
/// path. Working an offset out walks the key path's components, about 250 instructions, and a
/// reducer's key paths come back with its body (once per store, or on every action for a body
/// that reads a dependency while it is built), while a key path literal is one object for the
/// whole run.
///
/// The few key paths an app's `forEach`es and `ifLet`s read through are remembered by address in
/// a `LockFreeTable`, read without a lock, and held in a list, so no other key path can take their
/// address; past the list's capacity an offset is worked out each time, the plain path.
/// `FastPathTests` proves a remembered offset is the one `MemoryLayout` gives.
enum StoredPropertyOffsets {
  private static let offsets = LockFreeTable<KeyPathAddress, Int?>()
  private static let held = Mutex<[HeldKeyPath]>([])
  private static let capacity = 64

  /// The offset of the stored property `keyPath` reaches in `Root`, or nil when it is not one.
  /// (Inlined: the lookup is all most calls do.)
  @inline(__always)
  static func offset<Root, Value>(of keyPath: KeyPath<Root, Value>) -> Int? {
    if let known = offsets[KeyPathAddress(keyPath)] { return known }
    return learnOffset(of: keyPath)
  }

  /// Works out the offset of the stored property `keyPath` reaches, and remembers it while there
  /// is room.
  private static func learnOffset<Root, Value>(of keyPath: KeyPath<Root, Value>) -> Int? {
    let address = KeyPathAddress(keyPath)
    let offset = MemoryLayout<Root>.offset(of: keyPath)
    held.withLock { held in
      guard held.count < capacity, offsets[address] == nil else { return }
      held.append(HeldKeyPath(keyPath))
      offsets.store(offset, for: address)
    }
    return offset
  }
}

/// A key path, by the address of its object: the key of what the speed layer learns per key path
/// (here, and `PresentedStorageOffsets`).
struct KeyPathAddress: LockFreeTableKey {
  let address: UInt

  init(_ keyPath: AnyKeyPath) {
    address = UInt(bitPattern: ObjectIdentifier(keyPath))
  }

  var mixedBits: UInt { Self.mixing(address) }
}

/// A key path kept alive, so that no other key path is made at its address. Never read: the key
/// path is immutable, so holding it from any thread is safe.
final class HeldKeyPath: @unchecked Sendable {
  let keyPath: AnyKeyPath

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}
