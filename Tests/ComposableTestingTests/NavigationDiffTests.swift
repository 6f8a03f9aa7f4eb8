import Composable
import ComposableTesting
import TestTags
import Testing

/// A wrong expectation about a stack element or an enum destination fails with a diff that names
/// the element by id and the case, down to the field that differs.
@MainActor
@Suite(
  "Failures: stacks and destinations in diffs",
  .tags(.testStore, .sheets, .rootTabs), .timeLimit(.minutes(1)))
struct NavigationDiffTests {
  @Test("a mismatch inside path[id: 1] shows that element by id and the differing field")
  func mismatchInsideAStackElement() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.detailTapped("B")) {
      $0.path.append(.detail(Detail.State(title: "B")))
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 1, action: .detail(.saveTapped)))) {
        $0.path[id: 1, case: Path.State.detail]?.saveCount = 2
      }
    } matching: { issue in
      issue.message.contains(
        """
            Navigator.State(
              path: [
                … (1 unchanged)
                [#1]: Path.State.detail(
                  Detail.State(
                    … (1 unchanged)
          −         saveCount: 2,
          +         saveCount: 1,
                    … (1 unchanged)
                  )
                )
              ],
              … (2 unchanged)
            )
        """)
    }
  }

  @Test("a mismatch inside the .edit case of a destination shows the case and the field")
  func mismatchInsideADestinationCase() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.editTapped) {
      $0.destination = .edit(EditForm.State())
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.edit(.titleChanged("Groceries"))))) {
        $0.destination?.modify(Destination.State.edit) { $0.title = "Grocery" }
      }
    } matching: { issue in
      issue.message.contains(
        """
              destination: Destination.State.edit(
                EditForm.State(
          −       title: "Grocery"
          +       title: "Groceries"
                )
              ),
        """)
    }
  }
}
