/// An ordered collection of identifiable elements with unique ids, readable and writable by id
/// as well as by position: the state of a list of child features.
public struct IdentifiedArray<ID: Hashable & Sendable, Element: Identifiable>: RandomAccessCollection
where Element.ID == ID {
  /// The elements, in order.
  public private(set) var elements: [Element]
  /// The ids, in order. Kept apart from the elements, so changing an element copies no ids.
  public private(set) var ids: [ID]
  private var positions: [ID: Int]
  /// The ids a `forEach` over this array saw at the end of its last action, so it can cancel the
  /// work of elements a reducer above or below it removed since. Not part of the array's value:
  /// equality, hashing and dumps ignore it.
  var idsSeenByForEach: [ID] = []

  /// Creates an empty array.
  public init() {
    elements = []
    ids = []
    positions = [:]
  }

  /// Creates an array from elements whose ids are unique; a repeated id keeps the first element
  /// and reports the repetition.
  public init<S: Sequence>(
    uniqueElements: S, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where S.Element == Element {
    self.init()
    for element in uniqueElements where !append(element).inserted {
      reportIssue(
        "IdentifiedArray(uniqueElements:) received a repeated id \(element.id); the first element with that id was kept.",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }

  /// The position after the last element.
  public var endIndex: Int { elements.endIndex }

  /// The element at a position.
  public subscript(position: Int) -> Element { elements[position] }

  /// The position of the element with this id, if any.
  public func index(id: ID) -> Int? { positions[id] }

  /// The element with this id. Setting nil removes it; setting a value for a new id appends it.
  public subscript(id id: ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    _modify {
      if let position = positions[id] {
        var element: Element? = elements[position]
        yield &element
        if let element {
          precondition(element.id == id, "An element's id cannot change through subscript(id:).")
          elements[position] = element
        } else {
          remove(at: position)
        }
      } else {
        var element: Element?
        yield &element
        if let element {
          precondition(element.id == id, "An element's id cannot change through subscript(id:).")
          append(element)
        }
      }
    }
    set {
      if let newValue {
        precondition(newValue.id == id, "An element's id cannot change through subscript(id:).")
        if let position = positions[id] { elements[position] = newValue } else { append(newValue) }
      } else if let position = positions[id] {
        remove(at: position)
      }
    }
  }

  /// Appends an element whose id is new, as TCA's `IdentifiedArray` does: returns whether it was
  /// inserted and its index; when the id is taken it changes nothing and returns the index of the
  /// element that has it.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    if let existing = positions[element.id] { return (false, existing) }
    positions[element.id] = elements.count
    elements.append(element)
    ids.append(element.id)
    return (true, elements.count - 1)
  }

  /// Inserts an element whose id is new at a position: returns whether it was inserted and its
  /// index; when the id is taken it changes nothing and returns the index of the element that
  /// has it.
  @discardableResult
  public mutating func insert(_ element: Element, at position: Int) -> (inserted: Bool, index: Int) {
    if let existing = positions[element.id] { return (false, existing) }
    elements.insert(element, at: position)
    ids.insert(element.id, at: position)
    reindex(from: position)
    return (true, position)
  }

  /// Removes and returns the element with this id, if any.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let position = positions[id] else { return nil }
    return remove(at: position)
  }

  /// Removes and returns the element at a position.
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    let element = elements.remove(at: position)
    ids.remove(at: position)
    positions[element.id] = nil
    reindex(from: position)
    return element
  }

  /// Removes every element that satisfies the predicate.
  public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
    try elements.removeAll(where: shouldRemove)
    ids = elements.map(\.id)
    positions = [:]
    reindex(from: 0)
  }

  /// Removes every element.
  public mutating func removeAll() {
    elements.removeAll()
    ids.removeAll()
    positions.removeAll()
  }

  /// Changes every element in place; the ids must stay the same.
  public mutating func updateEach(_ update: (inout Element) throws -> Void) rethrows {
    for position in elements.indices {
      try update(&elements[position])
      precondition(elements[position].id == ids[position], "updateEach cannot change an element's id.")
    }
  }

  /// The element with this id, looked for first at `position`, where it was last found, and
  /// `position` moved to where it is now: a row's store reads its element several times a frame,
  /// and comparing one id costs less than hashing it.
  func element(id: ID, lastFoundAt position: inout Int) -> Element? {
    if position >= 0, position < ids.count, ids[position] == id { return elements[position] }
    guard let found = positions[id] else { return nil }
    position = found
    return elements[found]
  }

  /// Changes the element at `position` in place, with no copy of it and no second lookup of its
  /// id: how `forEach` runs an element's reducer. The id must stay the same.
  mutating func updateElement<Result>(
    at position: Int, _ update: (inout Element) -> Result
  ) -> Result {
    let result = update(&elements[position])
    precondition(elements[position].id == ids[position], "An element's id cannot change through subscript(id:).")
    return result
  }

  private mutating func reindex(from position: Int) {
    for index in position..<elements.count { positions[elements[index].id] = index }
  }
}

/// An identified array of `Identifiable` elements, keyed by their own ids.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
where Element.ID: Sendable

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// Creates an array from a literal whose ids are unique.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two arrays are equal when they hold equal elements in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable {}

extension IdentifiedArray: CustomReflectable {
  /// Reflects as the plain list of its elements, so dumps and diffs read like an array.
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array would print them.
  public var description: String { elements.description }
}
