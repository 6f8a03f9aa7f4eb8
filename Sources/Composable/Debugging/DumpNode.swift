/// A value turned into a tree of text: `customDump` renders it, `diff` walks two of them side by side.
indirect enum DumpNode: Equatable {
  /// A value written as text alone; it spans several lines when the text holds newlines.
  case text(String)
  /// A value whose children are written between an opening and a closing bracket.
  case group(DumpGroup)
}

/// A value with children, such as a struct's fields, a collection's elements or an enum case's payload.
///
/// A group always has at least one child: a value without children becomes a `DumpNode.text`.
struct DumpGroup: Equatable {
  /// How the children are laid out.
  enum Layout: Equatable {
    /// One child per line, indented under the opening (structs, classes, collections).
    case vertical
    /// On one line, separated by commas, as long as every child fits on one line (payloads, tuples).
    case inline
  }

  /// The text before the children, such as `CounterDomain.State(` or `[`.
  var opening: String
  /// The text after the children, such as `)` or `]`.
  var closing: String
  var layout: Layout
  var children: [DumpChild]
}

/// One child of a group: an optional label (a field name, an index, a dictionary key) and its value.
struct DumpChild: Equatable {
  /// The text written before the value and `: `; nil writes the value alone.
  var label: String?
  var node: DumpNode
  /// What identifies this child across two versions of its group (an element's `id`, a dictionary
  /// key, a set element's text), so `diff` can pair children that moved; nil pairs by position.
  var identity: AnyHashable? = nil

  /// Two children are equal when they are written the same way; the identity only guides pairing.
  static func == (lhs: DumpChild, rhs: DumpChild) -> Bool {
    lhs.label == rhs.label && lhs.node == rhs.node
  }

  /// The text written in front of the value: the label and a colon, or nothing.
  var prefix: String {
    label.map { "\($0): " } ?? ""
  }
}

extension DumpNode {
  /// The node's text, all its lines joined with newlines.
  var rendered: String {
    var lines: [String] = []
    write(into: &lines)
    return lines.joined(separator: "\n")
  }

  /// The node's text on one line, or nil when it needs several.
  var singleLine: String? {
    switch self {
    case .text(let text):
      return text.unicodeScalars.contains("\n") ? nil : text
    case .group(let group):
      guard group.layout == .inline else { return nil }
      var parts: [String] = []
      parts.reserveCapacity(group.children.count)
      for child in group.children {
        guard let line = child.node.singleLine else { return nil }
        parts.append(child.prefix + line)
      }
      return group.opening + parts.joined(separator: ", ") + group.closing
    }
  }

  /// Appends the node's lines to `lines`.
  ///
  /// - Parameters:
  ///   - marker: written first on every line (the diff's `−`, `+` or context column; empty in a dump).
  ///   - indent: the number of spaces after the marker.
  ///   - prefix: written before the node's first line, such as `count: `; when it spans several lines
  ///     (a dictionary key with fields) its leading lines stand on their own.
  ///   - suffix: written after the node's last line, such as the comma between siblings.
  func write(
    into lines: inout [String], marker: String = "", indent: Int = 0, prefix: String = "",
    suffix: String = ""
  ) {
    let pad = marker + String(repeating: " ", count: indent)
    var head = prefix
    if prefix.unicodeScalars.contains("\n") {
      let prefixLines = splitLines(prefix)
      for line in prefixLines.dropLast() { lines.append(pad + line) }
      head = prefixLines.last ?? ""
    }
    switch self {
    case .text(let text):
      guard text.unicodeScalars.contains("\n") else {
        lines.append(pad + head + text + suffix)
        return
      }
      let textLines = splitLines(text)
      for (index, line) in textLines.enumerated() {
        let start = index == 0 ? head : ""
        let end = index == textLines.count - 1 ? suffix : ""
        lines.append(pad + start + line + end)
      }
    case .group(let group):
      if group.layout == .inline, let line = singleLine {
        lines.append(pad + head + line + suffix)
        return
      }
      lines.append(pad + head + group.opening)
      let lastIndex = group.children.count - 1
      for (index, child) in group.children.enumerated() {
        child.node.write(
          into: &lines, marker: marker, indent: indent + 2, prefix: child.prefix,
          suffix: index == lastIndex ? "" : ",")
      }
      lines.append(pad + group.closing + suffix)
    }
  }
}

/// Splits text at every newline scalar, keeping empty lines (a `\r\n` pair is not one line break here).
func splitLines(_ text: String) -> [String] {
  text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
}
