/// The state of a navigation stack: the features pushed onto it, in order, each with an id that
/// stays the same while it is on the stack (`StackElementID`).
///
/// New elements get their ids from `@Dependency(\.stackElementID)`: in a `TestStore` the first
/// is `#0`, the next `#1`, and so on, even after elements are popped.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(DetailFeature.State()))   // id #0
/// path[id: 0, case: Path.State.detail]?.title = "Edited"
/// path.pop(from: 0)
/// ```
public struct StackState<Element>: RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection
{
  /// The ids of the elements, in order.
  public private(set) var ids: [StackElementID]
  private var elements: [Element]
  /// The ids a `forEach` over this stack saw at the end of its last action, so it can cancel the
  /// work of elements a reducer above or below it removed since. Not part of the stack's value:
  /// equality, hashing and dumps ignore it.
  var idsSeenByForEach: [StackElementID] = []

  /// An empty stack.
  public init() {
    ids = []
    elements = []
  }

  /// A stack of `elements`, each given a new id.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init()
    append(contentsOf: elements)
  }

  /// The position of the bottom element.
  public var startIndex: Int { elements.startIndex }

  /// The position after the top element.
  public var endIndex: Int { elements.endIndex }

  /// The element at a position; setting it keeps its id.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    _modify { yield &elements[position] }
  }

  /// Replaces the elements in `subrange` with `newElements`, which get new ids. An id the
  /// stack already holds (a stack built under another counter) is skipped, so ids stay unique.
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Element {
    let generator = DependencyValues._current.stackElementID
    var newIDs: [StackElementID] = []
    newIDs.reserveCapacity(newElements.count)
    for _ in newElements {
      var id = generator.next()
      while ids.contains(id) || newIDs.contains(id) { id = generator.next() }
      newIDs.append(id)
    }
    ids.replaceSubrange(subrange, with: newIDs)
    elements.replaceSubrange(subrange, with: newElements)
  }

  /// Removes every element. (The collection's default makes a new, empty stack, which would
  /// forget the ids a `forEach` saw, and so the work it has to cancel.)
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    ids.removeAll(keepingCapacity: keepCapacity)
    elements.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes every element `shouldBeRemoved` picks; the others keep their ids. (The
  /// collection's default moves elements between positions, and ids stay with positions, so
  /// elements would end up under other elements' ids.)
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let kept = try zip(ids, elements).filter { try !shouldBeRemoved($0.1) }
    ids = kept.map(\.0)
    elements = kept.map(\.1)
  }

  /// The element with `id`, or nil. Setting a value replaces that element, or, when no element
  /// has that id, appends the value under it (later ids come after it); setting nil removes it.
  public subscript(id id: StackElementID) -> Element? {
    get { ids.firstIndex(of: id).map { elements[$0] } }
    _modify {
      if let position = ids.firstIndex(of: id) {
        var element: Element? = elements[position]
        yield &element
        if let element {
          elements[position] = element
        } else {
          ids.remove(at: position)
          elements.remove(at: position)
        }
      } else {
        var element: Element?
        yield &element
        if let element {
          DependencyValues._current.stackElementID.advance(past: id)
          ids.append(id)
          elements.append(element)
        }
      }
    }
  }

  /// The payload of the element with `id` if it is the case that `embed` builds, or nil:
  /// `path[id: 0, case: Path.State.detail]`. Changing it changes that element; setting nil removes
  /// it; setting a value for an id the stack does not hold appends it under that id.
  ///
  /// Changing an element that is in another case, or setting nil through another case, is
  /// reported and leaves the element as it is, as TCA's `StackState` does.
  public subscript<Case>(
    id id: StackElementID, case embed: @escaping (Case) -> Element,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    get { self[id: id].flatMap(CaseExtractor(embed).extract(from:)) }
    _modify {
      let element = self[id: id]
      var payload = element.flatMap(CaseExtractor(embed).extract(from:))
      let isInThatCase = payload != nil
      yield &payload
      if let element, !isInThatCase {
        reportIssue(
          unrelatedCaseMessage("[id: \(id), case:]", of: element),
          fileID: fileID, filePath: filePath, line: line, column: column)
      } else if element != nil || payload != nil {
        self[id: id] = payload.map(embed)
      }
    }
  }

  /// Removes the element with `id` and every element above it.
  public mutating func pop(from id: StackElementID) {
    guard let position = ids.firstIndex(of: id) else { return }
    removeSubrange(position...)
  }

  /// Removes every element above the one with `id`, which stays on top.
  public mutating func pop(to id: StackElementID) {
    guard let position = ids.firstIndex(of: id) else { return }
    removeSubrange((position + 1)...)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of these elements, each given a new id.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold equal elements under the same ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// Reflects as its elements labeled by id, so dumps show `[#0]: …` and diffs pair elements by
  /// id.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(ids, elements).map { (label: $0.0.description, value: $0.1 as Any) },
      displayStyle: .collection)
  }
}
