import TestTags
import Testing

@testable import Composable

/// A counter's state: no id of its own.
private struct CounterState: Equatable {
  var count = 0
  let title: String
}

/// A row that knows its id.
private struct Row: Equatable {
  var sku: String
  var name: String
}

@Suite("Identified: a value with the id beside it", .tags(.core))
struct IdentifiedTests {
  @Test("pairs a value with an id, and reads and writes its members")
  func pairsAValueWithAnIdAndReadsAndWritesItsMembers() {
    var selection = Identified(CounterState(title: "Apples"), id: 3)
    #expect(selection.id == 3)
    #expect(selection.title == "Apples")
    selection.count += 2
    #expect(selection.value == CounterState(count: 2, title: "Apples"))
  }

  @Test("takes its id from the value at a key path")
  func takesItsIdFromTheValueAtAKeyPath() {
    let row = Identified(Row(sku: "A-1", name: "Apples"), id: \.sku)
    #expect(row.id == "A-1")
    #expect(row.name == "Apples")
  }

  @Test("an optional value stays selected while it loads")
  func anOptionalValueStaysSelectedWhileItLoads() {
    var selection: Identified<Int, CounterState?>? = Identified(nil, id: 1)
    #expect(selection?.value == nil)
    selection?.value = CounterState(title: "Loaded")
    #expect(selection?.value?.title == "Loaded")
    #expect(selection?.id == 1)
  }

  @Test("equal when id and value are equal")
  func equalWhenIdAndValueAreEqual() {
    #expect(Identified(CounterState(title: "A"), id: 1) == Identified(CounterState(title: "A"), id: 1))
    #expect(Identified(CounterState(title: "A"), id: 1) != Identified(CounterState(title: "A"), id: 2))
    #expect(Identified(CounterState(title: "A"), id: 1) != Identified(CounterState(title: "B"), id: 1))
  }

  @Test("is Identifiable by its id")
  func isIdentifiableByItsId() {
    func ids<Element: Identifiable>(_ elements: [Element]) -> [Element.ID] { elements.map(\.id) }
    #expect(ids([Identified("a", id: 10), Identified("b", id: 20)]) == [10, 20])
  }
}
