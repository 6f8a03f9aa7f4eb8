/// Reads an enum value's case tag and payload through the Swift runtime's value witness table,
/// the stable interface the runtime itself uses to copy and inspect values.
///
/// `getEnumTag` gives the case's index; `destructiveProjectEnumData` turns a copy of the value
/// into its payload in place, and `destructiveInjectEnumTag` turns it back so the copy is
/// destroyed as the enum it was. Only used for types whose metadata says they are enums, by the
/// fast path of case extraction (`InPlaceCaseExtraction.swift`), whose answers `FastPathTests`
/// checks against reflection, the plain reference path.
struct EnumLayout<Root> {
  private let metadata: UnsafeRawPointer
  private let witnesses: UnsafeRawPointer

  private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias ProjectEnumData = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias InjectEnumTag = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// Byte offsets of the enum witnesses: after the eight value witness functions, size, stride,
  /// flags and the extra inhabitant count.
  private static var getEnumTagOffset: Int { 8 * pointerSize + 2 * pointerSize + 8 }
  private static var pointerSize: Int { MemoryLayout<UnsafeRawPointer>.size }

  /// The layout of `Root`, or nil when `Root` is not an enum.
  static var current: Self? {
    let metadata = unsafeBitCast(Root.self as Any.Type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    let witnesses = metadata.load(fromByteOffset: -pointerSize, as: UnsafeRawPointer.self)
    return Self(metadata: metadata, witnesses: witnesses)
  }

  /// The index of the value's case.
  func tag(of root: Root) -> UInt32 {
    let getEnumTag = witnesses.load(fromByteOffset: Self.getEnumTagOffset, as: GetEnumTag.self)
    return withUnsafePointer(to: root) { getEnumTag(UnsafeRawPointer($0), metadata) }
  }

  /// Runs `body` with a bitwise copy of `root` in scratch memory, which owns nothing and is never
  /// destroyed: the case's tag can be read there (`tag(inScratch:)`) and its payload copied out
  /// (`copyPayload(outOfScratch:as:)`), with one copy of the value's bytes for both.
  @inline(__always)
  func withScratchCopy<Result>(of root: Root, _ body: (UnsafeMutableRawPointer) -> Result) -> Result {
    withUnsafeTemporaryAllocation(
      byteCount: max(1, MemoryLayout<Root>.size), alignment: MemoryLayout<Root>.alignment
    ) { scratch in
      let raw = scratch.baseAddress!
      withUnsafeBytes(of: root) { bytes in
        if let base = bytes.baseAddress { raw.copyMemory(from: base, byteCount: bytes.count) }
      }
      return body(raw)
    }
  }

  /// The index of the case of the value copied into `scratch`.
  func tag(inScratch scratch: UnsafeMutableRawPointer) -> UInt32 {
    let getEnumTag = witnesses.load(fromByteOffset: Self.getEnumTagOffset, as: GetEnumTag.self)
    return getEnumTag(UnsafeRawPointer(scratch), metadata)
  }

  /// The payload of the value copied into `scratch`, for a case whose payload is known to be a
  /// `Value` in place (`PayloadAccess.readsInPlace`): the projection turns the scratch copy into
  /// its payload, and only the payload is copied out as a value, with its own type's copy.
  /// Copying the whole value first went through the parent enum's generic copy, about 170
  /// instructions for a `RootDomain` action.
  func copyPayload<Value>(outOfScratch scratch: UnsafeMutableRawPointer, as type: Value.Type) -> Value {
    let project = witnesses.load(
      fromByteOffset: Self.getEnumTagOffset + Self.pointerSize, as: ProjectEnumData.self)
    project(scratch, metadata)
    return scratch.load(as: Value.self)
  }

  /// What `body` makes of the payload of the value copied into `scratch`, the payload lent where
  /// it lies, for a case whose payload is known to be a `Value` in place: moved out of the
  /// scratch copy and back into it when `body` returns, so it is neither copied nor destroyed.
  /// The value the scratch copy was made from owns what the payload holds, and outlives `body`;
  /// `body` copies what it keeps. `copyPayload(outOfScratch:as:)` copies it and destroys the copy
  /// after: for an enum of many cases (`ProductListDomain.Action`), each through calls to its
  /// value witnesses, which switch over its cases.
  @inline(__always)
  func withPayload<Value, Result>(
    lentFromScratch scratch: UnsafeMutableRawPointer, as type: Value.Type, _ body: (Value) -> Result
  ) -> Result {
    let payload = projectPayload(inScratch: scratch).bindMemory(to: Value.self, capacity: 1)
    let value = payload.move()
    let result = body(value)
    payload.initialize(to: consume value)
    return result
  }

  /// Turns the value copied into `scratch` into its payload, for a case whose payload is known to
  /// be read in place, and returns where the payload starts (the scratch memory itself), for
  /// reading parts of it without copying the whole payload.
  func projectPayload(inScratch scratch: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    let project = witnesses.load(
      fromByteOffset: Self.getEnumTagOffset + Self.pointerSize, as: ProjectEnumData.self)
    project(scratch, metadata)
    return scratch
  }

  /// The payload of the case with `tag`, read in place from a copy of the value.
  func payload<Value>(of root: Root, tag: UInt32, as type: Value.Type) -> Value? {
    guard MemoryLayout<Value>.size <= MemoryLayout<Root>.size else { return nil }
    let project = witnesses.load(
      fromByteOffset: Self.getEnumTagOffset + Self.pointerSize, as: ProjectEnumData.self)
    let inject = witnesses.load(
      fromByteOffset: Self.getEnumTagOffset + 2 * Self.pointerSize, as: InjectEnumTag.self)
    var copy = root
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      project(raw, metadata)
      let value = raw.load(as: Value.self)
      inject(raw, tag, metadata)
      return value
    }
  }
}
