/// Fuzzes `KeyDecoder`, the parser of the bytes a terminal sends: escape sequences, UTF-8 and
/// pasted text. The input is decoded twice, at once and in reads of 1 to 8 bytes (the first
/// byte picks the size), as a terminal may split it anywhere: both must give the same keys, and
/// once the pending bytes are resolved nothing may wait.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let first = bytes.first else { return 0 }
  let input = bytes.dropFirst()

  var whole = KeyDecoder()
  var keysAtOnce = whole.decode(input)
  keysAtOnce += whole.resolvePending()

  var split = KeyDecoder()
  var keysInReads: [Key] = []
  let readSize = Int(first % 8) + 1
  var index = input.startIndex
  while index < input.endIndex {
    let end = min(index + readSize, input.endIndex)
    keysInReads += split.decode(input[index..<end])
    index = end
  }
  keysInReads += split.resolvePending()

  check(keysAtOnce == keysInReads, "reads split differently: \(keysAtOnce) vs \(keysInReads)")
  check(!whole.hasPendingInput && !split.hasPendingInput, "bytes still pending")
  for key in keysAtOnce {
    // Every decoded key has a name a script can use, and that name gives the key back.
    check(Key(name: key.name) == key, "\(key) is named \(key.name), which reads back differently")
  }
  return 0
}
