import Composable
import ComposableTesting
import TestTags
import Testing

/// Each misuse of navigation that the core reports, provoked through a test store (which records
/// reports as test issues), with the message checked.
@MainActor
@Suite("Reports: navigation misuse", .tags(.testStore, .sheets, .rootTabs), .timeLimit(.minutes(1)))
struct NavigationReportTests {
  @Test("a child action for another case of the state is reported at the Scope, and the child does not run")
  func scopeGetsAnActionForAnotherCase() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .edit(.titleChanged("x")))))
    } matching: { issue in
      issue.sourceLocation?.fileID == "ComposableTestingTests/DialectContractTests.swift"
        && issue.message.contains(
          "A \"Scope\" at \"ComposableTestingTests/DialectContractTests.swift:\(issue.sourceLocation?.line ?? 0)\" received a child action when the state was in another case: \".detail\".")
        && issue.message.contains(
          """
            Action:
              Path.Action.edit(.titleChanged("x"))
          """)
        && issue.message.contains("The child did not run.")
    }
    #expect(store.state.path[id: 0] == .detail(Detail.State(title: "A")))
  }

  @Test("a child action for another case reaching ifCaseLet is reported, and only the parent runs")
  func ifCaseLetGetsAnActionForAnotherCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await withKnownIssue {
      await store.send(.edit(.titleChanged("x")))
    } matching: { issue in
      issue.message.contains(
        "An \"ifCaseLet\" at \"ComposableTestingTests/DialectContractTests.swift:\(issue.sourceLocation?.line ?? 0)\" received a child action when the state was in another case: \".loggedOut\".")
        && issue.message.contains("Session.Action.edit(.titleChanged(\"x\"))")
    }
  }

  @Test("modify of a case the state is not in is reported at the test's line and changes nothing")
  func modifyAnotherCase() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    let line = #line + 4
    await withKnownIssue {
      await store.send(.deleteTapped) {
        $0.destination = .alert(Navigator.deleteAlert)
        $0.destination?.modify(Destination.State.edit) { $0.title = "x" }
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains(
          "\"modify\" was asked to change the payload of a case of Destination.State, but the state is in the case \".alert\". Nothing was changed.")
    }
    #expect(store.state.destination == .alert(Navigator.deleteAlert))
  }

  @Test("an action for an id that is not on the stack is reported with the ids that are")
  func elementActionForAMissingID() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 3, action: .detail(.saveTapped))))
    } matching: { issue in
      issue.message.contains(
        "A \"forEach\" at \"ComposableTestingTests/DialectContractTests.swift:\(issue.sourceLocation?.line ?? 0)\" received an action for an element that is not on the stack.")
        && issue.message.contains(
          """
            ID: #3
            Stack IDs: [#0]
          """)
    }
  }

  @Test("popFrom for an id that is not on the stack is reported, and nothing is popped")
  func popFromAMissingID() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 1)))
    } matching: { issue in
      issue.message.contains("received \"popFrom\" for an element that is not on the stack.")
        && issue.message.contains("Stack IDs: [#0]")
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("a push with an id already on the stack is reported, and nothing is pushed")
  func pushOfAnExistingID() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .edit(EditForm.State()))))
    } matching: { issue in
      issue.message.contains(
        "received \"push\" with an id that is already on the stack; nothing was pushed.")
        && issue.message.contains("ID: #0")
    }
    #expect(store.state.path[id: 0] == .detail(Detail.State(title: "A")))
  }

  @Test("a push with an id above the next one is reported, as TCA's unexpected generational ID")
  func pushAboveTheNextID() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.detailTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .edit(EditForm.State())))) {
        $0.path[id: 5] = .edit(EditForm.State())
      }
    } matching: { issue in
      issue.message.contains(
        "A \"forEach\" at \"ComposableTestingTests/DialectContractTests.swift:\(issue.sourceLocation?.line ?? 0)\" received a \"push\" action with an unexpected generational ID; the next ID is #1.")
        && issue.message.contains("ID: #5")
    }
  }

  @Test("changing a stack element through another case is reported at the test's line, and the element stays")
  func stackElementThroughAnotherCase() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    let line = #line + 4
    await withKnownIssue {
      await store.send(.detailTapped("A")) {
        $0.path.append(.detail(Detail.State(title: "A")))
        $0.path[id: 0, case: Path.State.edit]?.title = "x"
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains("\"[id: #0, case:]\" was asked to change the payload of a case of Path.State, but the state is in the case \".detail\". Nothing was changed.")
    }
    await withKnownIssue {
      await store.send(.detailTapped("B")) {
        $0.path.append(.detail(Detail.State(title: "B")))
        $0.path[id: 0, case: Path.State.edit] = nil
      }
    } matching: { issue in
      issue.message.contains("but the state is in the case \".detail\". Nothing was changed.")
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("changing the presented destination through another case is reported at the test's line, and it stays")
  func destinationThroughAnotherCase() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    let line = #line + 4
    await withKnownIssue {
      await store.send(.deleteTapped) {
        $0.destination = .alert(Navigator.deleteAlert)
        $0.$destination[case: Destination.State.edit]?.title = "x"
      }
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.message.contains("\"[case:]\" was asked to change the payload of a case of Destination.State, but the state is in the case \".alert\". Nothing was changed.")
    }
    await withKnownIssue {
      await store.send(.editTapped) {
        $0.$destination[case: Destination.State.edit] = nil
        $0.destination = .edit(EditForm.State())
      }
    } matching: { issue in
      issue.message.contains("but the state is in the case \".alert\". Nothing was changed.")
    }
    #expect(store.state.destination == .edit(EditForm.State()))
  }
}
