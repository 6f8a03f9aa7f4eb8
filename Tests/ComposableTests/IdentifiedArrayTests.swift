import TestTags
import Testing

@testable import Composable

private struct Item: Identifiable, Equatable, Hashable, Sendable {
  let id: Int
  var name: String
}

@MainActor
@Suite("IdentifiedArray", .tags(.core, .composition), .timeLimit(.minutes(1)))
struct IdentifiedArrayTests {
  private let sample: IdentifiedArrayOf<Item> = [
    Item(id: 3, name: "c"), Item(id: 1, name: "a"), Item(id: 2, name: "b"),
  ]

  @Test("keeps insertion order")
  func keepsInsertionOrder() {
    #expect(sample.map(\.name) == ["c", "a", "b"])
    #expect(sample.ids == [3, 1, 2])
    #expect(sample[0].id == 3)
    #expect(sample.count == 3)
  }

  @Test("reads by ID")
  func readsByID() {
    #expect(sample[id: 1]?.name == "a")
    #expect(sample[id: 9] == nil)
    #expect(sample.index(id: 2) == 2)
  }

  @Test("reads by ID from where the element was last found, and follows it when it moves")
  func readsByIDFromWhereTheElementWasLastFound() {
    var array = sample
    var position = 1
    #expect(array.element(id: 1, lastFoundAt: &position)?.name == "a")
    #expect(position == 1)
    array.remove(id: 3)
    #expect(array.element(id: 1, lastFoundAt: &position)?.name == "a")
    #expect(position == 0)
    var stale = 7
    #expect(array.element(id: 2, lastFoundAt: &stale)?.name == "b")
    #expect(stale == 1)
    #expect(array.element(id: 3, lastFoundAt: &stale) == nil)
  }

  @Test("mutates an element in place by ID")
  func mutatesAnElementInPlaceByID() {
    var array = sample
    array[id: 1]?.name = "changed"
    #expect(array[id: 1]?.name == "changed")
    #expect(array.ids == [3, 1, 2])
  }

  @Test("setting a new ID appends")
  func settingANewIDAppends() {
    var array = sample
    array[id: 4] = Item(id: 4, name: "d")
    #expect(array.ids == [3, 1, 2, 4])
  }

  @Test("setting nil removes and keeps positions right")
  func settingNilRemovesAndKeepsPositionsRight() {
    var array = sample
    array[id: 3] = nil
    #expect(array.ids == [1, 2])
    #expect(array.index(id: 2) == 1)
    #expect(array[id: 2]?.name == "b")
  }

  @Test("remove by ID returns the element")
  func removeByIDReturnsTheElement() {
    var array = sample
    let removed = array.remove(id: 1)
    let removedAgain = array.remove(id: 1)
    #expect(removed == Item(id: 1, name: "a"))
    #expect(removedAgain == nil)
    #expect(array.ids == [3, 2])
    #expect(array[id: 2]?.name == "b")
  }

  @Test("append leaves a repeated ID out and says where it is")
  func appendLeavesARepeatedIDOutAndSaysWhereItIs() {
    var array = sample
    let repeated = array.append(Item(id: 1, name: "again"))
    #expect(repeated == (inserted: false, index: 1))
    #expect(array.count == 3)
    #expect(array[id: 1]?.name == "a")
    let appended = array.append(Item(id: 5, name: "e"))
    #expect(appended == (inserted: true, index: 3))
    #expect(array.ids == [3, 1, 2, 5])
  }

  @Test("insert keeps later positions right")
  func insertKeepsLaterPositionsRight() {
    var array = sample
    let inserted = array.insert(Item(id: 7, name: "g"), at: 0)
    #expect(inserted == (inserted: true, index: 0))
    #expect(array.ids == [7, 3, 1, 2])
    #expect(array.index(id: 2) == 3)
    // A repeated id is left out, and the index is where the element with that id already is.
    let repeated = array.insert(Item(id: 2, name: "twice"), at: 1)
    #expect(repeated == (inserted: false, index: 3))
    #expect(array.ids == [7, 3, 1, 2])
    #expect(array[id: 2]?.name == "b")
  }

  @Test("removeAll(where:) preserves order and lookups")
  func removeAllWherePreservesOrderAndLookups() {
    var array = sample
    array.removeAll { $0.id == 3 }
    #expect(array.ids == [1, 2])
    #expect(array[id: 2]?.name == "b")
    array.removeAll()
    #expect(array.isEmpty)
    #expect(array[id: 1] == nil)
  }

  @Test("update each changes every element")
  func updateEachChangesEveryElement() {
    var array = sample
    array.updateEach { $0.name += "!" }
    #expect(array.map(\.name) == ["c!", "a!", "b!"])
  }

  @Test("unique elements with a repeated ID keeps the first and reports")
  func uniqueElementsWithARepeatedIDKeepsTheFirstAndReports() async throws {
    var array: IdentifiedArrayOf<Item> = []
    let issues = await collectIssues {
      array = IdentifiedArray(uniqueElements: [
        Item(id: 1, name: "first"), Item(id: 1, name: "second"), Item(id: 2, name: "b"),
      ])
    }
    #expect(array.map(\.name) == ["first", "b"])
    let message = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(message.contains("repeated id 1"))
  }

  @Test("equality depends on elements and order")
  func equalityDependsOnElementsAndOrder() {
    let same: IdentifiedArrayOf<Item> = [
      Item(id: 3, name: "c"), Item(id: 1, name: "a"), Item(id: 2, name: "b"),
    ]
    let reordered: IdentifiedArrayOf<Item> = [
      Item(id: 1, name: "a"), Item(id: 3, name: "c"), Item(id: 2, name: "b"),
    ]
    var renamed = sample
    renamed[id: 2]?.name = "z"
    #expect(sample == same)
    #expect(sample.hashValue == same.hashValue)
    #expect(sample != reordered)
    #expect(sample != renamed)
  }

  @Test("empty arrays are equal")
  func emptyArraysAreEqual() {
    #expect(IdentifiedArrayOf<Item>() == [])
  }

  @Test("describes itself like an array")
  func describesItselfLikeAnArray() {
    let array: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a")]
    #expect(array.description == [Item(id: 1, name: "a")].description)
  }
}

@Suite("IdentifiedAction", .tags(.core, .composition))
struct IdentifiedActionTests {
  @Test("IdentifiedActionOf uses the child's ID type")
  func identifiedActionOfUsesTheChildsIDType() {
    #expect(IdentifiedActionOf<TickerFeature>.self == IdentifiedAction<Int, TickerFeature.Action>.self)
  }
}
