import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import TerminalUI
import Testing

extension LibraryStackExercise: GradedExercise {
  /// Libraries broken in what the learner's test of the stack must see. The starting code has
  /// no stack, so each is built from the actions it has: the book tapped.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "tapping a book pushes nothing", replacing: LibraryDomain.self,
        advice: "Send .bookTapped(id: 1) and say in the closure which page the stack gains: $0.path[id: 0] = …."
      ) {
        Reduce { state, action in
          if case .bookTapped = action { return .none }
          return LibraryDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "tapping a book pushes the page of the book after it on the shelf", replacing: LibraryDomain.self,
        advice: """
          Say the whole page the tap pushes, with the book it shows: \
          .detail(BookDetailDomain.State(book: Book.shelf[0])) for Dune.
          """
      ) {
        Reduce { state, action in
          if case .bookTapped(let id) = action {
            return LibraryDomain().reduce(into: &state, action: .bookTapped(id: id % Book.shelf.count + 1))
          }
          return LibraryDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

// Grades root-tabs.library-stack: the library's tabs and stack, written from nothing, used as a
// user uses them. The grader cannot name what the learner adds (the path and its cases), so it
// draws LibraryView with a ViewHost over a real store, taps tabs, books and buttons by title,
// presses Esc, and reads the screen, the selected tab, and the spelling of the actions received.
@MainActor
@Suite(
  .exercise(LibraryStackExercise.self))
struct LibraryStackGrader {
  @Test("you wrote a suite of your own, LibraryStackTests, for your tests of the library")
  func learnersSuiteExists() {
    // The workbook starts without it, so the grader cannot name the type: it asks the runtime for
    // it by its mangled name (9Exercises, then the struct's name, then V for a struct).
    let name = "LibraryStackTests"
    guard _typeByName("9Exercises\(name.count)\(name)V") == nil else { return }
    Issue.record(
      """
      The exercise asks for a suite of your own at the bottom of LibraryStack.swift: \
      @Suite("root-tabs.library-stack · your tests", .exercise(LibraryStackExercise.self)) \
      struct \(name) { @Test("…") func … }. Its .exercise trait runs your tests on the grader's \
      broken libraries.
      """)
  }

  @Test("the library holds its pages as a StackState of its Path enum")
  func pathIsAStack() {
    let type = storedPropertyType("path", of: LibraryDomain.State())

    #expect(
      type?.contains("StackState<") == true && type?.contains("LibraryDomain.Path.State") == true,
      """
      The library should hold its pages as public var path: StackState<Path.State>, Path \
      being its enum reducer (LibraryDomain.Path). \
      \(type.map { "path is a \($0)." } ?? "The state has no var path.")
      """)
  }

  @Test("Path is a CaseReducer whose state names it StateReducer: what switch store.case needs")
  func pathIsACaseReducer() {
    // The workbook starts without Path, so the grader asks the runtime for LibraryDomain.Path by
    // its mangled name (LibraryDomain, a struct, then Path, a struct), then for its conformance.
    let advice = """
      The stack's view switches over store.case, as TCA's does, which needs Path to be a \
      CaseReducer: public struct Path: CaseReducer, Sendable, with typealias StateReducer = Path \
      inside enum State, an enum CaseScope { case detail(StoreOf<BookDetailDomain>) } and a \
      static func scope(_:) that gives each case its store (chapter 8, "switch store.case: one \
      store per case").
      """
    guard let path = _typeByName("9Exercises13LibraryDomainV4PathV") else {
      Issue.record("LibraryDomain has no nested struct Path yet. \(advice)")
      return
    }
    guard let caseReducer = path as? any CaseReducer.Type else {
      Issue.record("LibraryDomain.Path is not a CaseReducer, so an element's store has no .case to switch over. \(advice)")
      return
    }
    let named = stateReducer(of: caseReducer)
    guard ObjectIdentifier(named) != ObjectIdentifier(path) else { return }
    Issue.record(
      """
      Path.State's StateReducer is \(String(reflecting: named)), not LibraryDomain.Path: write \
      public typealias StateReducer = Path inside enum State. store.case calls the scope(_:) of \
      the reducer the state names (chapter 8, "switch store.case: one store per case").
      """)
  }

  @Test("the tab bar: About selects its tab through .tabSelected(.about); Books comes back")
  func tabsFollowTheState() {
    let (store, _, host) = library()

    guard
      host.tap(
        "About",
        elseReport: """
          The tab bar should offer "About": TabView(selection: \
          $store.tab.sending(LibraryDomain.Action.tabSelected)) { … } with \
          AboutView().tabItem { Text("About") }.tag(LibraryDomain.Tab.about).
          """)
    else { return }
    #expect(store.tab == .about, "Tapping About should send .tabSelected(.about); the tab is \(store.tab)")
    #expect(
      host.screen.contains("The library is open every day."),
      "The About tab should show AboutView; the screen reads:\n\(host.screen)")

    host.tap("Books")
    #expect(store.tab == .books, "Tapping Books should send .tabSelected(.books); the tab is \(store.tab)")
  }

  @Test("a book of the list pushes its page")
  func bookPushesItsPage() {
    let (_, _, host) = library()

    host.tap("Dune")

    #expect(
      host.screen.contains("by Frank Herbert") && host.screen.contains("Likes: 0"),
      """
      "Dune" should push its page: .bookTapped(id:) appends \
      .detail(BookDetailDomain.State(book:)) to state.path, and the NavigationStack's \
      destination switches over store.case and, for case let .detail(store), draws \
      BookDetailView(store: store). The screen reads:
      \(host.screen)
      """)
  }

  @Test("Like on a page runs its reducer, through .path(.element(id:action: .detail(.likeTapped)))")
  func likeGoesThroughTheStack() {
    let (_, received, host) = library()

    host.tap("Dune")
    guard host.tap("Like", elseReport: "Dune's page should be on top, with its Like button.") else { return }

    #expect(
      received.containsOne(spelling: "path(", "element(", "detail(", "likeTapped"),
      """
      Like should reach the library as .path(.element(id: 0, action: .detail(.likeTapped))): \
      the page's store is the one store.case holds for .detail, the element's store scoped by \
      Path.scope(_:) with State.detail and Action.detail. The store received:
      \(received.listed)
      """)
    #expect(
      host.screen.contains("Likes: 1"),
      """
      Like should count on the page: .forEach(\\.path, action: Action.path) { Path() } runs the \
      page's reducer, through Path's Scope(state: State.detail, action: Action.detail). The \
      screen reads:
      \(host.screen)
      """)
  }

  @Test("Read next pushes the sequel over the page; Esc pops one page at a time, back to the list")
  func readNextThenBack() throws {
    let (_, _, host) = library()

    host.tap("Dune")
    guard host.tap("Read next", elseReport: "Dune's page should be on top, with its Read next button.") else { return }
    let twoDeep = host.screen

    // Without the sequel's page, Esc would pop Dune's, and the check of the pop would blame
    // forEach for a page that was never pushed: the test stops here instead.
    try #require(
      twoDeep.contains("Dune Messiah") && !twoDeep.contains("Read next"),
      """
      "Read next" should push Dune Messiah's page on top: answer \
      .path(.element(_, .detail(.delegate(.open(id))))) by appending that book's page. The \
      screen reads:
      \(twoDeep)
      """)
    host.press(.escape)
    let oneDeep = host.screen
    host.press(.escape)
    let list = host.screen

    #expect(
      oneDeep.contains("Read next") && oneDeep.contains("by Frank Herbert"),
      """
      Esc should pop Dune Messiah's page and show Dune's again: forEach applies the \
      NavigationStack's .popFrom(id:). The screen reads:
      \(oneDeep)
      """)
    #expect(
      list.contains("The Hobbit") && !list.contains("Likes:"),
      "A second Esc should pop back to the list; the screen reads:\n\(list)")
  }

  @Test("switching tabs keeps the stack: Books shows the same page again")
  func tabsKeepTheStack() {
    let (_, _, host) = library()

    host.tap("Dune")
    host.tap("Like")
    guard host.tap("About", elseReport: "The tab bar should offer \"About\".") else { return }
    host.tap("Books")

    #expect(
      host.screen.contains("by Frank Herbert") && host.screen.contains("Likes: 1"),
      """
      Back on Books, Dune's page should still be on top, liked once: the stack is state, and \
      choosing a tab changes only state.tab. The screen reads:
      \(host.screen)
      """)
  }

  /// The reducer a `CaseReducer`'s state names as its `StateReducer`, the one whose `scope(_:)`
  /// `store.case` calls.
  private func stateReducer<Path: CaseReducer>(of _: Path.Type) -> Any.Type {
    Path.State.StateReducer.self
  }

  /// A real store of the learner's library on its shelf, the actions it received, and the
  /// learner's view of it in a 60 × 16 host.
  private func library() -> (StoreOf<LibraryDomain>, ReceivedActions<LibraryDomain.Action>, ViewHost<LibraryView>) {
    let received = ReceivedActions<LibraryDomain.Action>()
    let store = Store(initialState: LibraryDomain.State()) {
      received.recorder()
      LibraryDomain()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
    return (store, received, ViewHost(LibraryView(store: store), columns: 60, rows: 16))
  }
}
