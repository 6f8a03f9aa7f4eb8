import Synchronization

extension CaseExtractor {
  /// Whether embedding `value` builds the case with `tag`: how in-place extraction confirms that
  /// a payload read from the case with `tag` is this extractor's case, not another case with the
  /// same payload type. (The plain path: a copy of the payload, a new parent value, and its
  /// destruction, a few hundred instructions for a large action.)
  func embeds(_ value: Value, as tag: UInt32, layout: EnumLayout<Root>) -> Bool {
    layout.tag(of: embed(value)) == tag
  }

  /// The whole answer of extraction for a value of the case with `tag`, remembered, when the
  /// embed function captures nothing; nil when it captures values, or before the case's payload
  /// was first learned (the caller's plain path learns it).
  ///
  /// An embed function builds one case whatever its payload (that is what makes it an embed
  /// function, `Action.addToCart` or `{ .cart(.presented($0)) }`), so when it captures nothing,
  /// whether a case is its case, and how its payload is read, is the same every time: remembered
  /// by the address of its code, the parent and payload types and the case, in a `LockFreeTable`,
  /// one look-up answers what took two (how the case's payload is read, then whether embedding
  /// builds that case). One that captures values (a closure with a context) is asked every time.
  /// `FastPathTests` proves the remembered answer is the one the plain path gives.
  ///
  /// The answers the table gives an extractor are also kept where every extractor of the same
  /// embed function reads them, with no look-up (`EmbeddedCaseAnswers`).
  @inline(__always)
  func rememberedExtraction(ofCase tag: UInt32, from root: Root, layout: EnumLayout<Root>) -> RememberedExtraction? {
    guard let answers else { return nil }
    if let known = answers._withUnsafeGuaranteedRef({ $0.answer(forCase: tag) }) { return known }
    return lookUpExtraction(ofCase: tag, from: root, layout: layout)
  }

  /// The table's answer for the case with `tag`, learned if need be, and kept with the embed
  /// function's other answers.
  private func lookUpExtraction(ofCase tag: UInt32, from root: Root, layout: EnumLayout<Root>) -> RememberedExtraction? {
    guard let answers, let key = EmbeddedCaseKey(embed, root: Root.self, value: Value.self, tag: tag) else { return nil }
    let answer = EmbeddedCaseKey.cache[key] ?? learnExtraction(key, from: root, layout: layout)
    if let answer { answers._withUnsafeGuaranteedRef { $0.remember(answer, forCase: tag) } }
    return answer
  }

  /// Works the answer out from what in-place extraction learned about the case, and remembers it.
  private func learnExtraction(
    _ key: EmbeddedCaseKey, from root: Root, layout: EnumLayout<Root>
  ) -> RememberedExtraction? {
    guard let access = PayloadKey.cache[PayloadKey(root: Root.self, value: Value.self, tag: key.tag)]
    else { return nil }
    let extraction: RememberedExtraction
    switch access {
    case .readsInPlace:
      guard let value = layout.payload(of: root, tag: key.tag, as: Value.self) else { return nil }
      extraction = embeds(value, as: key.tag, layout: layout) ? .payloadInPlace : .anotherCase
    case .reflected:
      extraction = .reflected
    case .otherType:
      extraction = .anotherCase
    }
    EmbeddedCaseKey.cache.store(extraction, for: key)
    return extraction
  }
}

/// What extracting with an embed function that captures nothing gives for one case.
enum RememberedExtraction: Sendable {
  /// The embed function's case: its payload is read in place.
  case payloadInPlace
  /// Another case: nothing is extracted.
  case anotherCase
  /// The embed function's case, whose payload is read by reflection.
  case reflected
}

/// An embed function that captures nothing, by the address of its code, with its payload type
/// and a case of its parent type.
struct EmbeddedCaseKey: LockFreeTableKey {
  let function: UInt
  let root: UInt
  let value: UInt
  let tag: UInt32

  /// The key of `embed` and the case with `tag`, or nil when `embed` captures values: a Swift
  /// function value is the address of its code and its context, nil when it captures nothing.
  init?<Value, Root>(_ embed: @escaping (Value) -> Root, root: Root.Type, value: Value.Type, tag: UInt32) {
    let (function, context) = unsafeBitCast(embed, to: (UInt, UInt).self)
    guard context == 0 else { return nil }
    self.function = function
    self.root = UInt(bitPattern: ObjectIdentifier(root))
    self.value = UInt(bitPattern: ObjectIdentifier(value))
    self.tag = tag
  }

  var mixedBits: UInt { Self.mixing(function, root ^ value, UInt(tag)) }

  /// The answers remembered so far.
  static let cache = LockFreeTable<EmbeddedCaseKey, RememberedExtraction>()
}

/// The answers remembered for one embed function that captures nothing, made once per function
/// and kept for the process, which every extractor made from that function holds (unretained:
/// it is never freed). Each answer is the one the `EmbeddedCaseKey` table gives for a case, so
/// extracting reads one word where it looked that table up (about 100 instructions for each of
/// the seven extractions of a deep send). `FastPathTests` proves the answers kept are the table's.
final class EmbeddedCaseAnswers: Sendable {
  /// Two bits for each case tag below `tagLimit`: 0 while not known, then the answer's code.
  private let bits = Atomic<UInt64>(0)
  private static var tagLimit: UInt32 { 32 }

  /// The answer kept for the case with `tag`, nil while none is (or for a tag past the limit).
  @inline(__always)
  func answer(forCase tag: UInt32) -> RememberedExtraction? {
    guard tag < Self.tagLimit else { return nil }
    switch (bits.load(ordering: .relaxed) >> UInt64(2 * tag)) & 3 {
    case 1: return .payloadInPlace
    case 2: return .anotherCase
    case 3: return .reflected
    default: return nil
    }
  }

  /// Keeps `answer` for the case with `tag` (an answer never changes, so setting its bits is
  /// enough).
  func remember(_ answer: RememberedExtraction, forCase tag: UInt32) {
    guard tag < Self.tagLimit else { return }
    let code: UInt64
    switch answer {
    case .payloadInPlace: code = 1
    case .anotherCase: code = 2
    case .reflected: code = 3
    }
    bits.bitwiseOr(code << UInt64(2 * tag), ordering: .relaxed)
  }

  /// The answers of `embed`, made at its first extractor; nil when it captures values.
  static func of<Value, Root>(_ embed: @escaping (Value) -> Root) -> Unmanaged<EmbeddedCaseAnswers>? {
    guard let key = EmbeddedCaseKey(embed, root: Root.self, value: Value.self, tag: 0) else { return nil }
    if let known = made[key] { return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: known)!) }
    let answers = Unmanaged.passRetained(EmbeddedCaseAnswers())
    made.store(UInt(bitPattern: answers.toOpaque()), for: key)
    let kept = made[key]!
    if kept != UInt(bitPattern: answers.toOpaque()) { answers.release() }  // another thread's came first
    return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: kept)!)
  }

  /// The answers made so far, by embed function (the key's case tag unused), as addresses.
  private static let made = LockFreeTable<EmbeddedCaseKey, UInt>()
}
