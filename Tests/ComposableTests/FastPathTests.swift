import Foundation
import TestTags
import Testing

@testable import Composable

private struct Row: Hashable {
  var id = 0
  var title = ""
}

private enum Leaf: Equatable {
  case tap
  case value(Int)
  case text(String)
  case otherText(String)
}

private enum Action: Equatable {
  case leaf(Leaf)
  case row(Row)
  case element(id: Int, action: Leaf)
  case flag(Bool)
  case maybe(Int?)
  case plain
  indirect case wrapped(Action)
}

private struct Item: Identifiable {
  let id: UUID
}

private struct Holder {
  var count = 3
  var row = Row(id: 1, title: "a")
  var rows = [Row(id: 2, title: "b")]
  var changesObserved = 0
  var observed = 0 {
    didSet { changesObserved += 1 }
  }
  var computedTitle: String {
    get { row.title.uppercased() }
    set { row.title = newValue.lowercased() }
  }
}

/// Each trick of the speed layer (`Sources/Composable/Performance`) gives what its plain
/// reference path gives: in-place case extraction what reflection gives, a key path read at its
/// offset what the key path's subscript gives, `ErasedHashable` what `AnyHashable` equates, a
/// short array's search in order what `index(id:)` finds, a remembered embedded case what
/// embedding again gives.
@Suite(.tags(.core)) struct FastPathTests {
  private let actions: [Action] = [
    .leaf(.tap), .leaf(.value(7)), .leaf(.text("a long text that lives on the heap")),
    .leaf(.otherText("x")), .row(Row(id: 4, title: "t")), .element(id: 9, action: .value(1)),
    .flag(true), .flag(false), .maybe(nil), .maybe(5), .plain, .wrapped(.leaf(.tap)),
  ]

  /// Extracts every action with `embed`, twice (the first time learns, the second reads in
  /// place), and checks both against reflection.
  private func checkAgainstReflection<Value: Equatable>(_ embed: @escaping (Value) -> Action) {
    let extractor = CaseExtractor(embed)
    for action in actions {
      let reference = extractor.reflectedExtraction(from: action)
      #expect(extractor.extract(from: action) == reference, "\(action)")
      #expect(extractor.extract(from: action) == reference, "\(action), read again")
      #expect(extractor.extract(from: action) { $0 } == reference, "\(action), with a body")
    }
  }

  @Test func inPlaceCaseExtractionAgreesWithReflection() throws {
    checkAgainstReflection(Action.leaf)
    checkAgainstReflection(Action.row)
    checkAgainstReflection(Action.flag)
    checkAgainstReflection(Action.maybe)
    checkAgainstReflection(Action.wrapped)
    checkAgainstReflection { Action.leaf(.text($0)) }
    let element = CaseExtractor(Action.element)
    for action in actions {
      let reference = element.reflectedExtraction(from: action)
      let extracted = element.extract(from: action)
      #expect(extracted?.0 == reference?.0 && extracted?.1 == reference?.1, "\(action)")
    }
    // The answers above could all have come from reflection: the payloads of plain cases,
    // an (id:action:) payload like a stack's `.element` included (read as an (Int, Leaf) tuple),
    // were read in place.
    let layout = try #require(EnumLayout<Action>.current)
    func learned<Value>(_ sample: Action, as value: Value.Type) -> PayloadAccess? {
      PayloadKey.cache[PayloadKey(root: Action.self, value: value, tag: layout.tag(of: sample))]
    }
    #expect(learned(.leaf(.tap), as: Leaf.self) == .readsInPlace)
    #expect(learned(.row(Row(id: 1, title: "a")), as: Row.self) == .readsInPlace)
    #expect(learned(.element(id: 1, action: .tap), as: (Int, Leaf).self) == .readsInPlace)
  }

  @Test func reflectionFindsThePayloadsItShould() {
    #expect(CaseExtractor(Action.leaf).reflectedExtraction(from: .leaf(.value(7))) == .value(7))
    #expect(CaseExtractor(Action.leaf).reflectedExtraction(from: .plain) == nil)
    #expect(CaseExtractor(Leaf.text).reflectedExtraction(from: .otherText("x")) == nil)
    #expect(CaseExtractor(Action.maybe).reflectedExtraction(from: .maybe(nil)) == .some(nil))
  }

  @Test func aKeyPathReadAtItsOffsetGivesWhatTheKeyPathGives() {
    var holder = Holder()
    #expect(KeyPathAccess(\Holder.count).get(&holder) == holder[keyPath: \.count])
    #expect(KeyPathAccess(\Holder.row).get(&holder) == holder[keyPath: \.row])
    #expect(KeyPathAccess(\Holder.rows).get(&holder) == holder[keyPath: \.rows])
    #expect(KeyPathAccess(\Holder.row.title).get(&holder) == "a")
    #expect(KeyPathAccess(\Holder.computedTitle).get(&holder) == "A")
    // `read` lends the value to a closure, at its offset or (a computed property) through the
    // key path.
    #expect(KeyPathAccess(\Holder.rows).read(&holder) { $0.map(\.id) } == holder[keyPath: \.rows].map(\.id))
    #expect(KeyPathAccess(\Holder.row).read(&holder) { $0.title } == holder[keyPath: \.row].title)
    #expect(KeyPathAccess(\Holder.computedTitle).read(&holder) { $0 + "!" } == "A!")
  }

  @Test func aKeyPathChangedAtItsOffsetChangesWhatTheKeyPathChanges() {
    var changed = Holder()
    var reference = Holder()
    KeyPathAccess(\Holder.count).modify(&changed) { $0 += 4 }
    reference[keyPath: \.count] += 4
    KeyPathAccess(\Holder.row).modify(&changed) { $0.id = 8 }
    reference[keyPath: \.row].id = 8
    KeyPathAccess(\Holder.rows).modify(&changed) { $0.append(Row(id: 9, title: "c")) }
    reference[keyPath: \.rows].append(Row(id: 9, title: "c"))
    KeyPathAccess(\Holder.row.title).modify(&changed) { $0 += "b" }
    reference[keyPath: \.row.title] += "b"
    let returned = KeyPathAccess(\Holder.computedTitle).modify(&changed) { title in
      title += "Z"
      return title
    }
    reference[keyPath: \.computedTitle] += "Z"
    // A property with an observer has no offset: the change goes through the key path and is
    // observed.
    KeyPathAccess(\Holder.observed).modify(&changed) { $0 = 5 }
    reference[keyPath: \.observed] = 5
    #expect(changed.changesObserved == 1)
    #expect(changed.changesObserved == reference.changesObserved)
    #expect(returned == "ABZ")
    #expect(changed.count == reference.count)
    #expect(changed.row == reference.row)
    #expect(changed.rows == reference.rows)
  }

  @Test func aRememberedOffsetIsTheOneMemoryLayoutGives() {
    // The first round works the offsets out, the second finds them remembered.
    for _ in 0..<2 {
      #expect(StoredPropertyOffsets.offset(of: \Holder.rows) == MemoryLayout<Holder>.offset(of: \Holder.rows))
      #expect(StoredPropertyOffsets.offset(of: \Holder.row.title) == MemoryLayout<Holder>.offset(of: \Holder.row.title))
      #expect(StoredPropertyOffsets.offset(of: \Holder.computedTitle) == nil)
    }
  }

  @Test func aRememberedChildPathIsThePathAppendingMakes() {
    let remembered = RememberedChildPath<Int>()
    let root = NavigationIDPath()
    let belowARow = root.appending(ChildID(keyPath: \Holder.rows, elementType: Row.self, id: 5))
    // The same element again, another element, the same element below another path.
    for (id, above) in [(1, root), (1, root), (2, root), (2, belowARow), (2, belowARow), (1, root)] {
      let child = ChildID(keyPath: \Holder.rows, elementType: Row.self, id: id)
      let path = remembered.path(of: id, below: above) { child }
      #expect(path == above.appending(child), "element \(id) below \(above.prefixes.count - 1) children")
      #expect(path.hashValue == above.appending(child).hashValue)
    }
  }

  @Test func erasedHashableEquatesWhatAnyHashableEquates() {
    // (Not integers of two types: `AnyHashable` equates `1` and `Int64(1)`, ids never mix them.)
    let values: [any Hashable] = [
      1, 2, "1", "a", true, false, [1, 2], [2, 1], Row(id: 1, title: "a"), Row(id: 1, title: "b"),
    ]
    for lhs in values {
      for rhs in values {
        let reference = AnyHashable(lhs) == AnyHashable(rhs)
        #expect((ErasedHashable(lhs) == ErasedHashable(rhs)) == reference, "\(lhs) == \(rhs)")
        if reference {
          #expect(ErasedHashable(lhs).hashValue == ErasedHashable(rhs).hashValue)
        }
      }
    }
  }

  @Test func aShortArraySearchedInOrderFindsWhatIndexOfIDFinds() {
    let short = IdentifiedArray<UUID, Item>.shortLength
    for count in [0, 1, 7, short, short + 1, 2 * short] {
      var items = IdentifiedArray(uniqueElements: (0..<count).map { _ in Item(id: UUID()) })
      // Removing and inserting moves the positions `index(id:)` keeps.
      if count > 2 {
        let first = items.remove(at: 0)
        items.insert(first, at: items.count - 1)
      }
      for id in items.ids + [UUID(), UUID()] {
        #expect(items.position(of: id) == items.index(id: id), "\(count) elements")
      }
    }
  }

  @Test func aRememberedExtractionIsTheOneThePlainPathGives() throws {
    // Closures that capture nothing, so their answers are remembered (in a debug build a case's
    // own embed function, `Leaf.text`, comes wrapped in a context and is asked every time); the
    // two build different cases with the same payload type.
    let extractors = [CaseExtractor { Leaf.text($0) }, CaseExtractor { Leaf.otherText($0) }]
    let layout = try #require(EnumLayout<Leaf>.current)
    for extractor in extractors {
      #expect(rememberedKey(of: extractor) != nil)
      // The first round learns how each case's payload is read, the second remembers the whole
      // answer, the third finds it remembered.
      for round in 0..<3 {
        for leaf in [Leaf.text("a"), .otherText("b")] {
          let reference = extractor.reflectedExtraction(from: leaf)
          #expect(extractor.extract(from: leaf) == reference, "\(leaf)")
          guard round > 0 else { continue }
          let remembered = extractor.rememberedExtraction(ofCase: layout.tag(of: leaf), from: leaf, layout: layout)
          #expect(remembered == (reference == nil ? .anotherCase : .payloadInPlace), "\(leaf)")
        }
      }
    }
    let captured = "d"
    #expect(EmbeddedCaseKey({ Leaf.text($0 + captured) }, root: Leaf.self, value: String.self, tag: 0) == nil)
  }

  /// The key under which `extractor`'s answers are remembered, made as the fast path makes it (a
  /// generic function sees the embed function as the extractor holds it).
  private func rememberedKey<Root, Value>(of extractor: CaseExtractor<Root, Value>) -> EmbeddedCaseKey? {
    EmbeddedCaseKey(extractor.embed, root: Root.self, value: Value.self, tag: 0)
  }
}
