@testable import TerminalUI
import Composable
import Foundation
import TestTags
import Testing

/// A view's identity, compared by a digest of its steps before the steps themselves, and the
/// `ForEach` rows and lists it is in, which shortcuts shared by rows rely on.
@MainActor
@Suite("View identity", .tags(.terminalUI))
struct ViewIdentityTests {
  private let list = ViewIdentity().child("list").child(0)

  /// The identity of control `position` in the row of `id`, in `list`.
  private func control(_ position: Int, inRow id: some Hashable, of list: ViewIdentity) -> ViewIdentity {
    list.child(RowStep(id: id)).child("content").child(position)
  }

  @Test("identities with the same steps are equal and hash alike; one different step, of any kind, tells them apart")
  func equality() {
    let first = control(1, inRow: UUID(7), of: list)
    #expect(first == control(1, inRow: UUID(7), of: list))
    #expect(Set([first, control(1, inRow: UUID(7), of: list)]).count == 1)
    #expect(first != control(2, inRow: UUID(7), of: list))
    #expect(first != control(1, inRow: UUID(8), of: list))
    #expect(first != control(1, inRow: 7, of: list))
    #expect(ViewIdentity().child("a") != ViewIdentity().child(AnyHashable(Marker.first)))
    #expect(ViewIdentity().child(AnyHashable(Marker.first)) == ViewIdentity().child(AnyHashable(Marker.first)))
    #expect(list.child("row").path == [.name("list"), .position(0), .name("row")])
  }

  @Test("controls of one row share it, rows of one ForEach share the list, another ForEach's rows do not")
  func rowsAndLists() {
    let plus = control(2, inRow: UUID(1), of: list)
    let minus = control(0, inRow: UUID(1), of: list)
    let otherRow = control(2, inRow: UUID(2), of: list)
    let otherList = control(2, inRow: UUID(1), of: ViewIdentity().child("list").child(1))

    #expect(plus.isInSameRow(as: minus))
    #expect(!plus.isInSameRow(as: otherRow))
    #expect(plus.isInSameList(as: otherRow))
    #expect(!plus.isInSameList(as: otherList))
    #expect(minus.isInside(rowOf: plus))
    #expect(!otherRow.isInside(rowOf: plus))
    #expect(!list.isInRow && plus.isInRow)
    #expect(!list.isInSameList(as: plus))
  }

  private enum Marker: Hashable { case first }
}
