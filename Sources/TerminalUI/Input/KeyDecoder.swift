/// Turns the raw bytes a terminal sends into key presses.
///
/// Bytes may arrive split anywhere (an escape sequence or a UTF-8 character across two reads);
/// the decoder keeps an unfinished sequence until the rest arrives. A lone Esc cannot be told
/// from the start of a sequence, so it waits too: when no more bytes come within a short time
/// (the caller's choice), the caller calls `resolvePending()` and gets the Esc key. Sequences the
/// decoder does not know (function keys, mouse reports) are dropped whole, never typed as text.
public struct KeyDecoder: Sendable {
  private var buffer: [UInt8] = []
  /// Whether the rest of an overlong control sequence is still coming: its bytes are dropped up
  /// to its final byte.
  private var isSkippingSequence = false

  /// A decoder with no pending bytes.
  public init() {}

  /// Whether bytes of an unfinished sequence are waiting: the caller should call
  /// `resolvePending()` if nothing else arrives soon.
  public var hasPendingInput: Bool { !buffer.isEmpty }

  /// Adds bytes read from the terminal and returns the keys they complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    buffer.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = 0
    while start < buffer.count {
      if isSkippingSequence {
        let byte = buffer[start]
        if (0x20...0x7E).contains(byte) { start += 1 }
        isSkippingSequence = (0x20...0x3F).contains(byte)
        continue
      }
      switch Self.parse(buffer[start...]) {
      case .key(let key, let length):
        keys.append(key)
        start += length
      case .ignored(let length):
        start += length
      case .overlong(let length):
        start += length
        isSkippingSequence = true
      case .incomplete:
        buffer.removeFirst(start)
        return keys
      }
    }
    buffer.removeAll()
    return keys
  }

  /// Ends the wait for more bytes: a lone Esc becomes the Esc key and an unfinished sequence
  /// is dropped. Call it when no byte arrived for a short while after `hasPendingInput`.
  public mutating func resolvePending() -> [Key] {
    defer {
      buffer.removeAll()
      isSkippingSequence = false
    }
    return buffer == [Self.escapeByte] ? [.escape] : []
  }

  private static let escapeByte: UInt8 = 0x1B
  /// Longer than any key's sequence (xterm's are at most about 20 bytes). Junk after `ESC [` was
  /// kept, and searched again at every read, without end: 40 KB read a byte at a time took
  /// seconds.
  private static let longestControlSequence = 64

  private enum Parse {
    case key(Key, length: Int)
    case ignored(length: Int)
    /// A control sequence longer than any key: these bytes are dropped, and the rest of it too.
    case overlong(length: Int)
    case incomplete
  }

  private static func parse(_ bytes: ArraySlice<UInt8>) -> Parse {
    let first = bytes[bytes.startIndex]
    switch first {
    case escapeByte: return parseEscape(bytes)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x08, 0x7F: return .key(.backspace, length: 1)
    case 0x01...0x1A:
      return .key(.control(Character(Unicode.Scalar(first - 1 + UInt8(ascii: "a")))), length: 1)
    case 0x00, 0x1C...0x1F: return .ignored(length: 1)
    case 0x20..<0x7F: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
    default: return parseUTF8(bytes)
    }
  }

  private static func parseEscape(_ bytes: ArraySlice<UInt8>) -> Parse {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return .incomplete }
    switch bytes[start + 1] {
    case UInt8(ascii: "["): return parseControlSequence(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return .incomplete }
      guard let key = cursorKey(final: bytes[start + 2]) else { return .ignored(length: 3) }
      return .key(key, length: 3)
    default:
      // Esc followed by anything else (another Esc, or Alt with a key): the Esc stands alone.
      return .key(.escape, length: 1)
    }
  }

  /// `ESC [ parameters intermediates final`, as ECMA-48 defines a control sequence.
  private static func parseControlSequence(_ bytes: ArraySlice<UInt8>) -> Parse {
    let start = bytes.startIndex
    var index = start + 2
    var parameters: [UInt8] = []
    while index < bytes.endIndex {
      guard index - start < longestControlSequence else { return .overlong(length: index - start) }
      let byte = bytes[index]
      switch byte {
      case 0x30...0x3F:
        parameters.append(byte)
      case 0x20...0x2F:
        break
      case 0x40...0x7E:
        let length = index - start + 1
        guard let key = controlSequenceKey(parameters: parameters, final: byte) else {
          return .ignored(length: length)
        }
        return .key(key, length: length)
      default:
        // Not a valid sequence: drop what was read of it, decode the rest normally.
        return .ignored(length: index - start)
      }
      index += 1
    }
    return .incomplete
  }

  private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
    if final == UInt8(ascii: "~") {
      let number = parameters.prefix { $0 != UInt8(ascii: ";") }
      switch String(decoding: number, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    }
    if final == UInt8(ascii: "Z") { return .shiftTab }
    return cursorKey(final: final)
  }

  private static func cursorKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  private static func parseUTF8(_ bytes: ArraySlice<UInt8>) -> Parse {
    let start = bytes.startIndex
    let length: Int
    switch bytes[start] {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .ignored(length: 1)
    }
    let available = bytes.prefix(length)
    guard available.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
      return .ignored(length: 1)
    }
    guard available.count == length else { return .incomplete }
    var decoder = UTF8()
    var iterator = available.makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return .ignored(length: length)
    }
    return .key(.character(Character(scalar)), length: length)
  }
}
