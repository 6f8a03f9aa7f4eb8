/// A string as a Swift literal: `"text"` with escapes, or a `"""` block when it spans several lines.
func quotedStringLiteral(_ string: String) -> String {
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
