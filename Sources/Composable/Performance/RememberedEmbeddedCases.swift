extension CaseExtractor {
  /// Whether embedding `value` builds the case with `tag`: how in-place extraction confirms that
  /// a payload read from the case with `tag` is this extractor's case, not another case with the
  /// same payload type.
  ///
  /// The plain path embeds the payload again and reads the new value's tag: a copy of the payload,
  /// a new parent value, and its destruction, a few hundred instructions for a large action, three
  /// times in a deep send. An embed function builds one case whatever its payload (that is what
  /// makes it an embed function, `Action.addToCart` or `{ .cart(.presented($0)) }`), so when it
  /// captures nothing its answer is remembered by the address of its code, the embedded case and
  /// the parent type, in a `LockFreeTable`. One that captures values (a closure with a context)
  /// is asked every time. `FastPathTests` proves the remembered answer is the one embedding gives.
  @inline(__always)
  func embeds(_ value: Value, as tag: UInt32, layout: EnumLayout<Root>) -> Bool {
    guard let key = EmbeddedCaseKey(embed, root: Root.self, tag: tag) else {
      return layout.tag(of: embed(value)) == tag
    }
    if let known = EmbeddedCaseKey.cache[key] { return known }
    let embeds = layout.tag(of: embed(value)) == tag
    EmbeddedCaseKey.cache.store(embeds, for: key)
    return embeds
  }
}

/// An embed function that captures nothing, by the address of its code, with a case of its parent
/// type.
struct EmbeddedCaseKey: LockFreeTableKey {
  let function: UInt
  let root: UInt
  let tag: UInt32

  /// The key of `embed` and the case with `tag`, or nil when `embed` captures values: a Swift
  /// function value is the address of its code and its context, nil when it captures nothing.
  init?<Value, Root>(_ embed: @escaping (Value) -> Root, root: Root.Type, tag: UInt32) {
    let (function, context) = unsafeBitCast(embed, to: (UInt, UInt).self)
    guard context == 0 else { return nil }
    self.function = function
    self.root = UInt(bitPattern: ObjectIdentifier(root))
    self.tag = tag
  }

  var mixedBits: UInt { Self.mixing(function, root, UInt(tag)) }

  /// Whether each embed function builds each case, as learned so far.
  static let cache = LockFreeTable<EmbeddedCaseKey, Bool>()
}
