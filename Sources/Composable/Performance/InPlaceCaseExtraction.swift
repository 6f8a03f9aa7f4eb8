/// The fast path of case extraction (see `CaseExtractor`): the first time a case of an enum is
/// met with a payload type, it is extracted by reflection (`reflectedExtraction`), and whether its
/// payload can be read straight from the value's memory is recorded for the whole process in a
/// `LockFreeTable`: a body that reads a dependency while it is built, and every scope of a
/// store, makes its extractors again each time, so the extractor itself cannot keep it. From
/// then on the payload is read in place through the runtime's tables (`EnumLayout`) and
/// confirmed by embedding it again and comparing case tags, with no reflection; for an embed
/// function that captures nothing the whole answer is remembered (`RememberedEmbeddedCases.swift`).
/// `FastPathTests` proves it agrees with `reflectedExtraction`.
extension CaseExtractor {
  /// The payload if `root` is this case, or nil.
  @inline(__always)
  public func extract(from root: Root) -> Value? {
    guard let layout = EnumLayout<Root>.current else { return reflectedExtraction(from: root) }
    return layout.withScratchCopy(of: root) { scratch in
      let tag = layout.tag(inScratch: scratch)
      switch rememberedExtraction(ofCase: tag, from: root, layout: layout) {
      case .payloadInPlace?: return layout.copyPayload(outOfScratch: scratch, as: Value.self)
      case .anotherCase?: return nil
      case .reflected?: return reflectedExtraction(from: root)
      case nil: break
      }
      let key = PayloadKey(root: Root.self, value: Value.self, tag: tag)
      switch PayloadKey.cache[key] {
      case .readsInPlace?:
        let value = layout.copyPayload(outOfScratch: scratch, as: Value.self)
        return embeds(value, as: key.tag, layout: layout) ? value : nil
      case .reflected?:
        return reflectedExtraction(from: root)
      case .otherType?:
        return nil
      case nil:
        return learn(key, from: root, layout: layout)
      }
    }
  }

  /// What `body` makes of the payload if `root` is this case, or nil: the same extraction as
  /// `extract(from:)`, written out again for reducers, since returning an optional of the payload
  /// (a large enum, often) costs a generic destroy for every action that is not the case's, and
  /// most are not, while building `extract(from:)` on this one would cost it a copy. A payload
  /// remembered in place is lent to `body` where it lies (`EnumLayout.withPayload(lentFromScratch:
  /// as:_:)`), not copied out.
  @inline(__always)
  func extract<Result>(from root: Root, then body: (Value) -> Result) -> Result? {
    guard let layout = EnumLayout<Root>.current else { return reflectedExtraction(from: root).map(body) }
    return layout.withScratchCopy(of: root) { scratch in
      let tag = layout.tag(inScratch: scratch)
      switch rememberedExtraction(ofCase: tag, from: root, layout: layout) {
      case .payloadInPlace?: return layout.withPayload(lentFromScratch: scratch, as: Value.self, body)
      case .anotherCase?: return nil
      case .reflected?: return reflectedExtraction(from: root).map(body)
      case nil: break
      }
      let key = PayloadKey(root: Root.self, value: Value.self, tag: tag)
      switch PayloadKey.cache[key] {
      case .readsInPlace?:
        let value = layout.copyPayload(outOfScratch: scratch, as: Value.self)
        return embeds(value, as: key.tag, layout: layout) ? body(value) : nil
      case .reflected?:
        return reflectedExtraction(from: root).map(body)
      case .otherType?:
        return nil
      case nil:
        return learn(key, from: root, layout: layout).map(body)
      }
    }
  }

  /// Extracts by reflection and records how this case's payload can be read from now on.
  private func learn(_ key: PayloadKey, from root: Root, layout: EnumLayout<Root>) -> Value? {
    let reflected = enumCase(of: root).flatMap { payload($0.payload) }
    let access: PayloadAccess
    if let reflected {
      let inPlace = layout.payload(of: root, tag: key.tag, as: Value.self)
      access = inPlace.map { sameBytes($0, reflected) } == true ? .readsInPlace : .reflected
    } else {
      access = .otherType
    }
    PayloadKey.cache.store(access, for: key)
    return reflected.flatMap { layout.tag(of: embed($0)) == key.tag ? $0 : nil }
  }

}

/// Whether two values have the same bytes.
private func sameBytes<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  copiedBytes(of: lhs) == copiedBytes(of: rhs)
}

/// The bytes of a copy of `value` made into zeroed memory. A copy writes only the bytes the value
/// uses: an enum whose cases have payloads of different sizes leaves the rest of its memory as it
/// was, so two equal values can differ in those bytes; after a copy into zeros they do not.
private func copiedBytes<Value>(of value: Value) -> [UInt8] {
  let memory = UnsafeMutableRawBufferPointer.allocate(
    byteCount: max(1, MemoryLayout<Value>.size), alignment: MemoryLayout<Value>.alignment)
  defer { memory.deallocate() }
  memory.initializeMemory(as: UInt8.self, repeating: 0)
  let copy = memory.baseAddress!.bindMemory(to: Value.self, capacity: 1)
  copy.initialize(to: value)
  defer { copy.deinitialize(count: 1) }
  return Array(UnsafeRawBufferPointer(rebasing: memory[..<MemoryLayout<Value>.size]))
}

/// How the payload of one case, read as one type, is extracted.
enum PayloadAccess: Sendable {
  /// In place, from the value's memory (checked once against reflection).
  case readsInPlace
  /// By reflection (a payload whose bytes could not be confirmed, e.g. an indirect case).
  case reflected
  /// Never: the case's payload is not of that type.
  case otherType
}

/// A case of an enum type, with the type its payload is read as.
struct PayloadKey: LockFreeTableKey {
  let root: UInt
  let value: UInt
  let tag: UInt32

  init(root: Any.Type, value: Any.Type, tag: UInt32) {
    self.root = UInt(bitPattern: ObjectIdentifier(root))
    self.value = UInt(bitPattern: ObjectIdentifier(value))
    self.tag = tag
  }

  var mixedBits: UInt { Self.mixing(root, value, UInt(tag)) }

  /// What the process has learned so far, shared by every extractor.
  static let cache = LockFreeTable<PayloadKey, PayloadAccess>()
}
