/// The name a dump writes for a type: Swift's fully qualified name without module names or the
/// compiler's private context markers, so `OnlineStore.ProductDomain.State` reads
/// `ProductDomain.State` and `Swift.Optional<Foundation.UUID>` reads `Optional<UUID>`.
func readableTypeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  // A private or local type's path holds `(unknown context at $10a2b4c).` between its parts.
  name = removingEnclosed(in: name, from: "(unknown context at ", through: ").")
  // A type nested in another module's type starts with `(extension in Module):`.
  name = removingEnclosed(in: name, from: "(extension in ", through: "):")
  return removingModuleNames(from: name)
}

/// The last dotted part of a type name, outside generic arguments: `Outer.Inner` gives `Inner`.
func lastTypeComponent(of name: String) -> String {
  var genericDepth = 0
  var start = name.startIndex
  for index in name.indices {
    switch name[index] {
    case "<": genericDepth += 1
    case ">": genericDepth -= 1
    case "." where genericDepth == 0: start = name.index(after: index)
    default: break
    }
  }
  return String(name[start...])
}

/// `text` without every piece that starts with `opening` and runs through the next `closing`.
private func removingEnclosed(in text: String, from opening: String, through closing: String)
  -> String
{
  var result = ""
  var rest = text[...]
  while let start = rest.range(of: opening) {
    guard let end = rest[start.upperBound...].range(of: closing) else { break }
    result += rest[..<start.lowerBound]
    rest = rest[end.upperBound...]
  }
  result += rest
  return result
}

/// Drops the first part of every dotted path in a type name, which is always the module:
/// `Swift.Dictionary<Swift.Int, App.Model.ID>` gives `Dictionary<Int, Model.ID>`. A part that follows
/// generic arguments (`Outer<Int>.Inner`) continues a path and is kept.
private func removingModuleNames(from name: String) -> String {
  var result = ""
  result.reserveCapacity(name.count)
  var index = name.startIndex
  var previous: Character?
  while index < name.endIndex {
    let character = name[index]
    let startsPath =
      isIdentifierCharacter(character) && previous != "."
      && !(previous.map(isIdentifierCharacter) ?? false)
    guard startsPath else {
      result.append(character)
      previous = character
      index = name.index(after: index)
      continue
    }
    var end = index
    while end < name.endIndex, isIdentifierCharacter(name[end]) || name[end] == "." {
      end = name.index(after: end)
    }
    let path = name[index..<end]
    if let firstDot = path.firstIndex(of: ".") {
      result += path[path.index(after: firstDot)...]
    } else {
      result += path
    }
    previous = path.last
    index = end
  }
  return result
}

/// Whether a character can be part of a Swift identifier in a type name.
private func isIdentifierCharacter(_ character: Character) -> Bool {
  character.isLetter || character.isNumber || character == "_"
}
