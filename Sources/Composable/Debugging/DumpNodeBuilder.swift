import Foundation

/// Turns any value into a `DumpNode` by reflection, following each value's `Mirror`.
struct DumpNodeBuilder {
  /// Levels below this depth are written as `…`; the value itself is at depth 0.
  let maxDepth: Int
  /// The class instances being dumped on the way down to the current value, to stop at a cycle.
  private var classesOnPath: Set<ObjectIdentifier> = []

  init(maxDepth: Int) {
    self.maxDepth = maxDepth
  }

  /// The tree of `value`; `inPayload` says the value sits directly in an enum case's payload, where a
  /// nested enum is written `.caseName` without its type, as the reader already knows the type.
  mutating func node(for value: Any, depth: Int = 0, inPayload: Bool = false) -> DumpNode {
    let valueType = type(of: value)
    let facts = DumpTypeFacts.of(valueType)
    let mayBeScalar = !facts.isNeverScalar
    if mayBeScalar, let scalar = scalarText(for: value) {
      return .text(scalar)
    }
    let mirror = Mirror(reflecting: value)
    // A cast's outcome depends on the value's type alone, except for an optional or an
    // `AnyHashable`, which the cast looks inside.
    if mayBeScalar, mirror.displayStyle != .optional, valueType != AnyHashable.self {
      DumpTypeFacts.noteNeverScalar(valueType)
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .text("nil") }
      return node(for: wrapped.value, depth: depth, inPayload: inPayload)
    case .enum:
      return enumNode(for: value, facts: facts, mirror: mirror, depth: depth, inPayload: inPayload)
    case .tuple:
      let children = mirror.children.map { child in
        (label: tupleLabel(child.label), value: child.value)
      }
      return groupNode(
        opening: "(", closing: ")", layout: .inline, empty: "()", depth: depth,
        children: children, inPayload: inPayload)
    case .collection:
      return collectionNode(for: mirror, depth: depth)
    case .set:
      return setNode(for: mirror, depth: depth)
    case .dictionary:
      return dictionaryNode(for: mirror, depth: depth)
    case .class:
      return classNode(for: value, facts: facts, mirror: mirror, depth: depth)
    case nil where mirror.children.isEmpty && !facts.describesItself:
      // A closure, or another value that reflection cannot look into: its type says what it is.
      return .text(facts.name)
    default:
      return fieldsNode(for: value, facts: facts, children: Array(mirror.children), depth: depth)
    }
  }

  /// The text of a value that is written as one piece whatever its mirror holds, or nil.
  private func scalarText(for value: Any) -> String? {
    switch value {
    case let custom as any CustomDumpStringConvertible:
      return custom.customDumpDescription
    case let string as String:
      return quotedStringLiteral(string)
    case let substring as Substring:
      return quotedStringLiteral(String(substring))
    case let character as Character:
      return quotedStringLiteral(String(character))
    case let uuid as UUID:
      return testUUIDText(uuid) ?? "UUID(\(uuid.uuidString))"
    case let date as Date:
      return "Date(\(Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)))"
    case let url as URL:
      return "URL(\(url.absoluteString))"
    case let decimal as Decimal:
      return decimal.description
    case let data as Data:
      return "Data(\(data.count) bytes)"
    case let duration as Duration:
      return duration.description
    case let keyPath as AnyKeyPath:
      return keyPathText(keyPath)
    case let type as Any.Type:
      return typeName(type) + ".self"
    default:
      return nil
    }
  }

  /// `UUID(1)` for the UUIDs `UUID(_:)` and the incrementing generator make in tests
  /// (00000000-0000-0000-0000-000000000001), so dumps read as the test wrote them; nil for any
  /// other UUID.
  private func testUUIDText(_ uuid: UUID) -> String? {
    let text = uuid.uuidString
    let prefix = "00000000-0000-0000-0000-"
    guard text.hasPrefix(prefix), let value = Int(text.dropFirst(prefix.count), radix: 16) else {
      return nil
    }
    return "UUID(\(value))"
  }

  /// A key path as `\Root.path`, with the root's enclosing types that Swift's description leaves out.
  private func keyPathText(_ keyPath: AnyKeyPath) -> String {
    let described = String(describing: keyPath)
    let rootName = typeName(type(of: keyPath).rootType)
    let shortRootName = lastTypeComponent(of: rootName)
    guard shortRootName != rootName, described.hasPrefix("\\" + shortRootName) else {
      return described
    }
    return "\\" + rootName + described.dropFirst(1 + shortRootName.count)
  }

  /// An enum value: `Type.case`, `Type.case(payload)`, or `.case…` inside another case's payload.
  private mutating func enumNode(
    for value: Any, facts: DumpTypeFacts, mirror: Mirror, depth: Int, inPayload: Bool
  ) -> DumpNode {
    let qualifier = inPayload ? "." : facts.name + "."
    guard let payload = mirror.children.first else {
      if facts.describesItself, let described = value as? any CustomStringConvertible {
        return .text(described.description)
      }
      return .text(qualifier + String(describing: value))
    }
    let opening = qualifier + (payload.label ?? "") + "("
    let payloadMirror = Mirror(reflecting: payload.value)
    let children: [(label: String?, value: Any)] =
      payloadMirror.displayStyle == .tuple
      ? payloadMirror.children.map { (label: tupleLabel($0.label), value: $0.value) }
      : [(label: nil, value: payload.value)]
    return groupNode(
      opening: opening, closing: ")", layout: .inline, empty: opening + ")", depth: depth,
      children: children, inPayload: true)
  }

  /// An array-like value: `[` then `[index]: element` lines then `]`. A collection whose mirror
  /// labels its elements (a `StackState`, by id) shows `[label]` instead, and diffs pair its
  /// elements by label.
  private mutating func collectionNode(for mirror: Mirror, depth: Int) -> DumpNode {
    guard !mirror.children.isEmpty else { return .text("[]") }
    guard depth < maxDepth else { return .text("[…]") }
    let children = mirror.children.enumerated().map { index, child in
      DumpChild(
        label: "[\(child.label ?? String(index))]", node: node(for: child.value, depth: depth + 1),
        identity: child.label.map { AnyHashable($0) } ?? identifiableID(of: child.value))
    }
    return .group(DumpGroup(opening: "[", closing: "]", layout: .vertical, children: children))
  }

  /// A set: `Set([` then its elements sorted by their text, without indices, then `])`.
  private mutating func setNode(for mirror: Mirror, depth: Int) -> DumpNode {
    guard !mirror.children.isEmpty else { return .text("Set([])") }
    guard depth < maxDepth else { return .text("Set([…])") }
    let elements = mirror.children.map { child in
      let element = node(for: child.value, depth: depth + 1)
      return (text: element.rendered, node: element)
    }
    let children = elements.sorted { $0.text < $1.text }.map { element in
      DumpChild(label: nil, node: element.node, identity: AnyHashable(element.text))
    }
    return .group(DumpGroup(opening: "Set([", closing: "])", layout: .vertical, children: children))
  }

  /// A dictionary: `[` then `key: value` lines sorted by the key's text, then `]`.
  private mutating func dictionaryNode(for mirror: Mirror, depth: Int) -> DumpNode {
    guard !mirror.children.isEmpty else { return .text("[:]") }
    guard depth < maxDepth else { return .text("[…]") }
    var entries: [DumpChild] = []
    entries.reserveCapacity(mirror.children.count)
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else {
        // A custom mirror that calls itself a dictionary without key-value pairs: show the entry.
        entries.append(DumpChild(label: nil, node: node(for: entry.value, depth: depth + 1)))
        continue
      }
      let key = node(for: pair[0].value, depth: depth + 1).rendered
      entries.append(
        DumpChild(
          label: key, node: node(for: pair[1].value, depth: depth + 1), identity: AnyHashable(key)))
    }
    entries.sort { ($0.label ?? "") < ($1.label ?? "") }
    return .group(DumpGroup(opening: "[", closing: "]", layout: .vertical, children: entries))
  }

  /// A class instance: its fields and its superclasses' fields, or `Type(↩︎)` when it contains itself.
  private mutating func classNode(
    for value: Any, facts: DumpTypeFacts, mirror: Mirror, depth: Int
  ) -> DumpNode {
    let object = ObjectIdentifier(value as AnyObject)
    guard !classesOnPath.contains(object) else { return .text("\(facts.name)(↩︎)") }
    var mirrors: [Mirror] = []
    var current: Mirror? = mirror
    while let level = current {
      mirrors.append(level)
      current = level.superclassMirror
    }
    let children = mirrors.reversed().flatMap { Array($0.children) }
    classesOnPath.insert(object)
    defer { classesOnPath.remove(object) }
    return fieldsNode(for: value, facts: facts, children: children, depth: depth)
  }

  /// A struct-like value: `Type(` then `label: value` lines then `)`, or its description when it has
  /// no fields and describes itself.
  private mutating func fieldsNode(
    for value: Any, facts: DumpTypeFacts, children: [Mirror.Child], depth: Int
  ) -> DumpNode {
    if facts.isFoundationError {
      return .text("\(facts.name)(\(String(describing: value)))")
    }
    if children.isEmpty, facts.describesItself, let described = value as? any CustomStringConvertible {
      return .text(described.description)
    }
    let name = facts.name
    return groupNode(
      opening: name + "(", closing: ")", layout: .vertical, empty: name + "()", depth: depth,
      children: children.map { (label: fieldLabel($0), value: $0.value) }, inPayload: false)
  }

  /// A group of labeled children, its `empty` text when there are none, or elided below `maxDepth`.
  private mutating func groupNode(
    opening: String, closing: String, layout: DumpGroup.Layout, empty: String, depth: Int,
    children: [(label: String?, value: Any)], inPayload: Bool
  ) -> DumpNode {
    guard !children.isEmpty else { return .text(empty) }
    guard depth < maxDepth else { return .text(opening + "…" + closing) }
    let nodes = children.map { child in
      DumpChild(
        label: child.label, node: node(for: child.value, depth: depth + 1, inPayload: inPayload))
    }
    return .group(DumpGroup(opening: opening, closing: closing, layout: layout, children: nodes))
  }

  /// The readable name of a type, computed once per type.
  private func typeName(_ type: Any.Type) -> String {
    DumpTypeFacts.of(type).name
  }
}

/// A tuple element's label, or nil for the positional `.0`, `.1`… labels that Mirror invents.
private func tupleLabel(_ label: String?) -> String? {
  guard let label, !label.hasPrefix(".") else { return nil }
  return label
}

/// The `id` of an `Identifiable` value, so `diff` can pair array elements by identity.
private func identifiableID(of value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return hashableID(of: identifiable)
}

/// The `id` of an `Identifiable` value as an `AnyHashable`.
private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// A field's label as the source spells it: `@Presents var alert` is stored as `_alert`, and is
/// shown as `alert`.
private func fieldLabel(_ child: Mirror.Child) -> String? {
  guard let label = child.label, label.hasPrefix("_"), child.value is any PropertyWrapperDumping
  else { return child.label }
  return String(label.dropFirst())
}
