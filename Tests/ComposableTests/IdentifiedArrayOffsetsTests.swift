import Foundation
import TestTags
import Testing

@testable import Composable

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, the list editing of the seed notes.
@Suite(.tags(.core, .composition)) struct IdentifiedArrayOffsetsTests {
  private struct Item: Identifiable, Equatable {
    let id: String
  }

  private func items(_ ids: String...) -> IdentifiedArrayOf<Item> {
    IdentifiedArray(uniqueElements: ids.map(Item.init))
  }

  @Test func removeAtOffsetsRemovesThoseElementsAndKeepsLookupByID() {
    var array = items("a", "b", "c", "d")
    array.remove(atOffsets: IndexSet([0, 2]))
    #expect(array.ids == ["b", "d"])
    #expect(array.index(id: "d") == 1)
    #expect(array[id: "a"] == nil)
  }

  @Test(arguments: [
    (IndexSet([0]), 3, ["b", "c", "a", "d"]),
    (IndexSet([0]), 4, ["b", "c", "d", "a"]),
    (IndexSet([3]), 0, ["d", "a", "b", "c"]),
    (IndexSet([1, 3]), 0, ["b", "d", "a", "c"]),
    (IndexSet([0, 1]), 2, ["a", "b", "c", "d"]),
  ])
  func moveFromOffsetsPlacesThemBeforeTheDestination(
    offsets: IndexSet, destination: Int, expected: [String]
  ) {
    var array = items("a", "b", "c", "d")
    array.move(fromOffsets: offsets, toOffset: destination)
    #expect(array.ids == expected)
    for (position, id) in expected.enumerated() {
      #expect(array.index(id: id) == position)
    }
  }
}
