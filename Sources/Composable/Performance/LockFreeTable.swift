import Synchronization

/// A key of a `LockFreeTable`: plain bytes, compared with `==`, whose words mix into a slot.
protocol LockFreeTableKey: Equatable, BitwiseCopyable, Sendable {
  /// The key's words mixed with multiplications, so that near keys land far apart. (A
  /// `Dictionary` would hash each key with SipHash, a few hundred instructions, more than the
  /// rest of a lookup.)
  var mixedBits: UInt { get }
}

extension LockFreeTableKey {
  /// The `mixedBits` of a key of up to three words: each multiplied by a large odd constant, the
  /// products combined, and the high bits folded down onto the low ones that choose the slot.
  static func mixing(_ first: UInt, _ second: UInt = 0, _ third: UInt = 0) -> UInt {
    var mixed = first &* 0x9E37_79B9_7F4A_7C15
    mixed ^= second &* 0xC2B2_AE3D_27D4_EB4F
    mixed ^= third &* 0x1656_67B1_9E37_79F9
    return mixed ^ (mixed >> 29)
  }
}

/// What the speed layer learns once and then reads on every action, from any thread (what case
/// extraction learned, the offsets of key paths): a hash table with open addressing that is read
/// without a lock. Behind a `Mutex`, each lookup paid two atomic read-modify-writes and the
/// closure around it, and reducers look up several times per action.
///
/// An entry is written once and never changes or goes: a key stored again keeps its first value
/// (what is learned about a key is the same each time). A writer takes a lock, writes an empty
/// slot's key and value, then marks the slot full with an atomic store that publishes them: a
/// reader that sees the slot full (an atomic load) sees its key and value. At half full the
/// table is copied into one twice the size, published with one atomic store; a reader may still
/// be reading the old one, which misses only what was added since, so every old copy is kept
/// for the table's life (together smaller than the newest).
///
/// `LockFreeTableTests` proves it holds what a `Dictionary`, the plain reference, holds.
final class LockFreeTable<Key: LockFreeTableKey, Value: BitwiseCopyable & Sendable>: Sendable {
  private let current: Atomic<Unmanaged<Slots>>
  /// Every copy of the table, the newest last; only writers touch it.
  private let copies: Mutex<[Slots]>

  /// An empty table.
  init() {
    let slots = Slots(capacity: 64)
    current = Atomic(.passUnretained(slots))
    copies = Mutex([slots])
  }

  /// The value stored for `key`, or nil.
  subscript(key: Key) -> Value? {
    current.load(ordering: .acquiring)._withUnsafeGuaranteedRef { $0.value(for: key) }
  }

  /// Stores `value` for `key`, unless the key already has a value.
  func store(_ value: Value, for key: Key) {
    copies.withLock { copies in
      var slots = copies[copies.count - 1]
      guard slots.value(for: key) == nil else { return }
      if (slots.count + 1) * 2 > slots.capacity {
        slots = slots.copied(capacity: slots.capacity * 2)
        copies.append(slots)
        current.store(.passUnretained(slots), ordering: .releasing)
      }
      slots.insert(value, for: key)
    }
  }

  /// One copy of the table: its slots, and whether each is full.
  private final class Slots: @unchecked Sendable {
    let capacity: Int
    private(set) var count = 0
    private let isFull: UnsafeMutablePointer<Atomic<Bool>>
    private let keys: UnsafeMutablePointer<Key>
    private let values: UnsafeMutablePointer<Value>

    init(capacity: Int) {
      self.capacity = capacity
      isFull = .allocate(capacity: capacity)
      for slot in 0..<capacity { (isFull + slot).initialize(to: Atomic(false)) }
      keys = .allocate(capacity: capacity)
      values = .allocate(capacity: capacity)
    }

    deinit {
      isFull.deinitialize(count: capacity)
      isFull.deallocate()
      keys.deallocate()
      values.deallocate()
    }

    /// The value in the slot holding `key`: the search starts at the slot the key's bits pick
    /// and moves on until the key or an empty slot (a table at most half full has one).
    func value(for key: Key) -> Value? {
      var slot = Int(truncatingIfNeeded: key.mixedBits) & (capacity - 1)
      while isFull[slot].load(ordering: .acquiring) {
        if keys[slot] == key { return values[slot] }
        slot = (slot + 1) & (capacity - 1)
      }
      return nil
    }

    /// Fills the first empty slot of `key`'s search with it; the caller holds the writers' lock
    /// and knows the key is not there.
    func insert(_ value: Value, for key: Key) {
      var slot = Int(truncatingIfNeeded: key.mixedBits) & (capacity - 1)
      while isFull[slot].load(ordering: .relaxed) { slot = (slot + 1) & (capacity - 1) }
      (keys + slot).initialize(to: key)
      (values + slot).initialize(to: value)
      isFull[slot].store(true, ordering: .releasing)
      count += 1
    }

    /// A table of `capacity` slots with every entry of this one.
    func copied(capacity: Int) -> Slots {
      let copy = Slots(capacity: capacity)
      for slot in 0..<self.capacity where isFull[slot].load(ordering: .relaxed) {
        copy.insert(values[slot], for: keys[slot])
      }
      return copy
    }
  }
}
