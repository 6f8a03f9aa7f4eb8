import Synchronization

/// The key path of a `@Presents` projection (`\.$cartState`), read as `state[keyPath:]` reads it,
/// but at the offset of the property wrapper's storage once that is learned: what a presentation's
/// `ifLet` reads on every action that passes it, to know whether anything is presented.
///
/// A projection is a computed property, so its key path has no offset (`KeyPathAccess` uses
/// `MemoryLayout.offset(of:)`), and reading it through the key path runs the runtime's generic
/// projection, which looks up type metadata on every read: about 700 instructions of a deep send,
/// for one word. But what `$name` gives is the storage `_name` itself (`PresentationState`'s
/// `projectedValue` is `self`), a stored property of the state, found once per key path:
/// - the key path's value holds a box (`PresentationState` is one reference); among the state's
///   stored properties, exactly one is a `PresentationState` named as a wrapper's storage
///   (`_name`) holding that box, and exactly one word of the state's memory holds its address:
///   that word is the storage;
/// - written there in a copy of the state, a new box is what the key path then reads from that
///   copy: the key path reads that storage.
/// When any of this fails (a key path through other types, or one that builds its value), the key
/// path is read as it is, `state[keyPath:]`, the plain path. What is learned is remembered per key
/// path for the process (in a `LockFreeTable`, the key paths held so that no other takes their
/// address) and in the access itself, so a kept body looks nothing up. `FastPathTests` proves a
/// learned offset reads what the key path reads, and that other key paths are read plainly.
struct PresentedStorageAccess<Root, State> {
  /// The key path of the projection, `\.$name`.
  let keyPath: WritableKeyPath<Root, PresentationState<State>>
  /// The offset once learned (`known`), `none` when the key path is read plainly.
  private let learned: LearnedOffset

  /// Access to the projection at `keyPath`.
  init(_ keyPath: WritableKeyPath<Root, PresentationState<State>>) {
    self.keyPath = keyPath
    self.learned = LearnedOffset(PresentedStorageOffsets.offset(of: keyPath))
  }

  /// The projection in `root`: `root[keyPath: keyPath]`. (`root` is `inout` only so that the
  /// value is read where it lies.)
  @inline(__always)
  func get(_ root: inout Root) -> PresentationState<State> {
    let offset = learned.offset ?? learn(in: &root)
    guard offset >= 0 else {
      // Read as a `KeyPath`: the runtime's plain get, where a `WritableKeyPath` read from `inout`
      // state runs its read coroutine (about 150 instructions more).
      return root[keyPath: keyPath as KeyPath]
    }
    return withUnsafePointer(to: &root) { pointer in
      UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: PresentationState<State>.self).pointee
    }
  }

  /// Learns the offset from `root`, for this access and for the process; -1 when there is none.
  private func learn(in root: inout Root) -> Int {
    let offset = PresentedStorageOffsets.learnOffset(of: keyPath, in: &root) ?? -1
    learned.store(offset)
    return offset
  }
}

/// What an access learned: the storage's offset, -1 for none, unknown at first.
private final class LearnedOffset: Sendable {
  private static let unknown = Int.min
  private let value: Atomic<Int>

  init(_ known: Int?) {
    value = Atomic(known ?? Self.unknown)
  }

  /// The offset (or -1), nil while unknown.
  var offset: Int? {
    let offset = value.load(ordering: .relaxed)
    return offset == Self.unknown ? nil : offset
  }

  func store(_ offset: Int) {
    value.store(offset, ordering: .relaxed)
  }
}

/// The storage offsets of the `@Presents` projections met so far, per key path (-1: none).
enum PresentedStorageOffsets {
  private static let offsets = LockFreeTable<KeyPathAddress, Int>()
  private static let held = Mutex<[HeldKeyPath]>([])
  private static let capacity = 64

  /// The offset learned for `keyPath` (-1 for none), nil when it has not been learned.
  static func offset<Root, State>(of keyPath: WritableKeyPath<Root, PresentationState<State>>) -> Int? {
    offsets[KeyPathAddress(keyPath)]
  }

  /// Works out the offset of the storage `keyPath` reads in `root` (see `PresentedStorageAccess`),
  /// and remembers it, or that there is none, while there is room.
  static func learnOffset<Root, State>(
    of keyPath: WritableKeyPath<Root, PresentationState<State>>, in root: inout Root
  ) -> Int? {
    let offset = storageOffset(of: keyPath, in: &root)
    held.withLock { held in
      let address = KeyPathAddress(keyPath)
      guard held.count < capacity, offsets[address] == nil else { return }
      held.append(HeldKeyPath(keyPath))
      offsets.store(offset ?? -1, for: address)
    }
    return offset
  }

  private static func storageOffset<Root, State>(
    of keyPath: WritableKeyPath<Root, PresentationState<State>>, in root: inout Root
  ) -> Int? {
    let box = root[keyPath: keyPath as KeyPath].boxIdentity
    let storages = Mirror(reflecting: root).children.filter { child in
      child.label?.hasPrefix("_") == true && (child.value as? PresentationState<State>)?.boxIdentity == box
    }
    let address = UInt(bitPattern: box)
    let wordSize = MemoryLayout<UInt>.size
    let places = withUnsafeBytes(of: &root) { bytes in
      stride(from: 0, through: bytes.count - wordSize, by: wordSize).filter {
        bytes.loadUnaligned(fromByteOffset: $0, as: UInt.self) == address
      }
    }
    guard storages.count == 1, places.count == 1, let offset = places.first,
      MemoryLayout<PresentationState<State>>.size == wordSize
    else { return nil }
    var probe = root
    let fresh = PresentationState<State>(wrappedValue: nil)
    withUnsafeMutablePointer(to: &probe) { pointer in
      UnsafeMutableRawPointer(pointer).advanced(by: offset)
        .assumingMemoryBound(to: PresentationState<State>.self).pointee = fresh
    }
    return probe[keyPath: keyPath as KeyPath].boxIdentity == fresh.boxIdentity ? offset : nil
  }
}
