import Foundation

extension IdentifiedArray {
  /// Removes the elements at `offsets`, as a list's swipe-to-delete gives them:
  /// `state.todos.remove(atOffsets: indexSet)`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for position in offsets.reversed() {
      remove(at: position)
    }
  }

  /// Moves the elements at `offsets` so they sit, in their order, before the element that was at
  /// `destination` (or at the end when `destination` is `count`), as a list's drag-to-reorder
  /// gives them: `state.todos.move(fromOffsets: source, toOffset: destination)`.
  public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    let moved = offsets.map { self[$0] }
    let insertionPoint = destination - offsets.count(in: 0..<destination)
    remove(atOffsets: offsets)
    for (step, element) in moved.enumerated() {
      _ = insert(element, at: insertionPoint + step)
    }
  }
}
