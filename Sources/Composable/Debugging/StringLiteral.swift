import Foundation

/// A string as a Swift literal: `"text"` with escapes, or a `"""` block when it spans several lines.
func quotedStringLiteral(_ string: String) -> String {
  // Most strings need no escape: they are written between quotes as they are.
  if needsNoEscape(string) {
    return "\"" + string + "\""
  }
  guard string.unicodeScalars.contains("\n") else {
    var literal = "\""
    for scalar in string.unicodeScalars {
      literal += scalar == "\"" ? "\\\"" : escaped(scalar)
    }
    return literal + "\""
  }
  var block = "\"\"\"\n"
  var quotesInARow = 0
  for scalar in string.unicodeScalars {
    if scalar == "\"" {
      quotesInARow += 1
      // A third quote in a row would close the block: escape it.
      if quotesInARow == 3 {
        block += "\\\""
        quotesInARow = 0
        continue
      }
    } else {
      quotesInARow = 0
    }
    block += scalar == "\n" || scalar == "\"" ? String(scalar) : escaped(scalar)
  }
  return block + "\n\"\"\""
}

/// The bytes a one-line literal escapes, as a C string: every control character but NUL, the
/// quote, the backslash and DEL (a scalar above ASCII has no byte below 0x80).
private let escapedBytes: [CChar] = (Array(0x01...0x1F) + [0x22, 0x5C, 0x7F, 0x00]).map { CChar($0) }

/// Whether `string` has no scalar a literal escapes. The C library's `strcspn` scans for them: a
/// dump quotes every string of a state, and a loop over the bytes in Swift is slow in the debug
/// build a learner runs. A NUL, where the C string ends early, counts as needing an escape.
private func needsNoEscape(_ string: String) -> Bool {
  string.withCString { strcspn($0, escapedBytes) } == string.utf8.count
}

/// A scalar as it is written inside a string literal: backslashes and control characters escaped.
private func escaped(_ scalar: Unicode.Scalar) -> String {
  switch scalar {
  case "\\": return "\\\\"
  case "\t": return "\\t"
  case "\r": return "\\r"
  case "\n": return "\\n"
  case "\0": return "\\0"
  default:
    guard scalar.value < 0x20 || scalar.value == 0x7F else { return String(scalar) }
    return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
