import Foundation

extension ForEach {
  /// Lets the user delete rows, as SwiftUI's swipe to delete: Delete or Backspace on the
  /// focused row calls `action` with that row's offset (`.onDelete { store.send(.delete($0)) }`).
  /// A row without a control of its own becomes focusable for it (drawn as it is, reversed
  /// while it has the focus); Enter does nothing there.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> some View {
    DeletableRows(rows: self, delete: action)
  }
}

/// A `ForEach` whose rows Delete and Backspace delete.
private struct DeletableRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  typealias Body = Never
  let rows: ForEach<Data, ID, Content>
  let delete: (@MainActor (IndexSet) -> Void)?

  func nodes(in context: ResolveContext) -> [ViewNode] {
    rows.data.enumerated().flatMap { offset, element in
      let rowContext = rows.rowContext(for: element, in: context)
      let nodes = resolve(rows.content(element), in: rowContext)
      guard let delete else { return nodes }
      let keys = ControlKeys(
        takes: { $0 == .delete || $0 == .backspace }, perform: { _ in delete(IndexSet(integer: offset)) },
        hints: [KeyHint("Del", "delete the row")])
      guard ViewNode.controls(in: nodes).isEmpty else {
        return nodes.map { $0.addingKeys(keys) }
      }
      // The row takes the focus only to be deleted: Enter does nothing there.
      let row = Control(
        identity: rowContext.identity.child("row"), title: ViewNode.title(of: nodes),
        primitive: ButtonPrimitive(action: nil, isPlain: true), isDisabled: context.isDisabled, keys: [keys])
      return [.control(row, label: nodes)]
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's: `.onDelete { items.remove(atOffsets: $0) }`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
