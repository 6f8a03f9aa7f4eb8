import TestTags
import Testing

@testable import Composable

private struct Item: Identifiable, Equatable, Hashable, Sendable {
  let id: Int
  var name: String
}

@MainActor
@Suite(.tags(.core, .composition), .timeLimit(.minutes(1))) struct IdentifiedArrayTests {
  private let sample: IdentifiedArrayOf<Item> = [
    Item(id: 3, name: "c"), Item(id: 1, name: "a"), Item(id: 2, name: "b"),
  ]

  @Test func keepsInsertionOrder() {
    #expect(sample.map(\.name) == ["c", "a", "b"])
    #expect(sample.ids == [3, 1, 2])
    #expect(sample[0].id == 3)
    #expect(sample.count == 3)
  }

  @Test func readsByID() {
    #expect(sample[id: 1]?.name == "a")
    #expect(sample[id: 9] == nil)
    #expect(sample.index(id: 2) == 2)
  }

  @Test func mutatesAnElementInPlaceByID() {
    var array = sample
    array[id: 1]?.name = "changed"
    #expect(array[id: 1]?.name == "changed")
    #expect(array.ids == [3, 1, 2])
  }

  @Test func settingANewIDAppends() {
    var array = sample
    array[id: 4] = Item(id: 4, name: "d")
    #expect(array.ids == [3, 1, 2, 4])
  }

  @Test func settingNilRemovesAndKeepsPositionsRight() {
    var array = sample
    array[id: 3] = nil
    #expect(array.ids == [1, 2])
    #expect(array.index(id: 2) == 1)
    #expect(array[id: 2]?.name == "b")
  }

  @Test func removeByIDReturnsTheElement() {
    var array = sample
    let removed = array.remove(id: 1)
    let removedAgain = array.remove(id: 1)
    #expect(removed == Item(id: 1, name: "a"))
    #expect(removedAgain == nil)
    #expect(array.ids == [3, 2])
    #expect(array[id: 2]?.name == "b")
  }

  @Test func appendLeavesARepeatedIDOutAndSaysWhereItIs() {
    var array = sample
    let repeated = array.append(Item(id: 1, name: "again"))
    #expect(repeated == (inserted: false, index: 1))
    #expect(array.count == 3)
    #expect(array[id: 1]?.name == "a")
    let appended = array.append(Item(id: 5, name: "e"))
    #expect(appended == (inserted: true, index: 3))
    #expect(array.ids == [3, 1, 2, 5])
  }

  @Test func insertKeepsLaterPositionsRight() {
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

  @Test func removeAllWherePreservesOrderAndLookups() {
    var array = sample
    array.removeAll { $0.id == 3 }
    #expect(array.ids == [1, 2])
    #expect(array[id: 2]?.name == "b")
    array.removeAll()
    #expect(array.isEmpty)
    #expect(array[id: 1] == nil)
  }

  @Test func updateEachChangesEveryElement() {
    var array = sample
    array.updateEach { $0.name += "!" }
    #expect(array.map(\.name) == ["c!", "a!", "b!"])
  }

  @Test func uniqueElementsWithARepeatedIDKeepsTheFirstAndReports() async throws {
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

  @Test func equalityDependsOnElementsAndOrder() {
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

  @Test func emptyArraysAreEqual() {
    #expect(IdentifiedArrayOf<Item>() == [])
  }

  @Test func describesItselfLikeAnArray() {
    let array: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a")]
    #expect(array.description == [Item(id: 1, name: "a")].description)
  }
}

@Suite(.tags(.core, .composition)) struct IdentifiedActionTests {
  @Test func identifiedActionOfUsesTheChildsIDType() {
    #expect(IdentifiedActionOf<TickerFeature>.self == IdentifiedAction<Int, TickerFeature.Action>.self)
  }
}
