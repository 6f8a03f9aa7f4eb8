// Solution of root-tabs.library-stack · A stack of pages, from nothing      (chapter 8, Root tabs)
//
// The library's navigation is state: the selected tab, and a stack of book pages. The stack is
// a `StackState` of `Path.State`, the enum of the kinds of screens it can hold (one kind here,
// a book's page), and its actions come in one case, `path(StackActionOf<Path>)`. The body ends
// with `.forEach(\.path, action: Action.path) { Path() }`: it runs a page's reducer for that
// page's actions, applies Esc's `.popFrom`, and drops a popped page's work.
//
// A page does not push: it asks, with `delegate(.open(bookID:))`, and the library, which holds
// the books, appends the page. The view is a `TabView` bound to `tab` with `.sending`, whose
// Books tab is a `NavigationStack` bound to the path. Its `destination` gets an element's store
// and switches over `store.case`, as TCA's does: `Path` is a `CaseReducer` (its state names it
// with `typealias StateReducer = Path`, its `scope(_:)` gives each case's store), so each case
// arrives with its store already scoped and the switch has no optional to unwrap.
//
// The tests are a suite written here, like any project's: `@Suite` with the exercise's trait,
// `.exercise(LibraryStackExercise.self)`, which runs each `@Test` as written and then on the
// grader's broken libraries. Without that trait the test runs only as written, graded by nothing.

import Composable
import ComposableTesting
import TerminalUI
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum LibraryStackExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.library-stack"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// A library: two tabs, and in the Books tab a stack of book pages.
public struct LibraryDomain: Reducer, Sendable {
  /// The library's tabs.
  public enum Tab: Hashable, Sendable {
    /// The books, and the stack of their pages.
    case books
    /// About the library.
    case about
  }

  /// The selected tab, the books, and the pages pushed over the list.
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var tab: Tab
    /// Every book, in shelf order.
    public var books: [Book]
    /// The pages over the list, the first at the bottom.
    public var path: StackState<Path.State>

    /// A library of `books` on the `tab` tab, with `path` pushed.
    public init(tab: Tab = .books, books: [Book] = Book.shelf, path: StackState<Path.State> = StackState()) {
      self.tab = tab
      self.books = books
      self.path = path
    }
  }

  /// The tab bar, the list's buttons, and the stack's actions.
  public enum Action: Equatable, Sendable {
    /// A tab was chosen.
    case tabSelected(Tab)
    /// A book of the list: push its page.
    case bookTapped(id: Int)
    /// A page's action, a push or a pop.
    case path(StackActionOf<Path>)
  }

  /// The kinds of screens the stack holds: a book's page. A `CaseReducer`, as TCA's
  /// `@Reducer enum Path` is, so that the stack's view can `switch store.case`.
  public struct Path: CaseReducer, Sendable {
    /// The state of one screen of the stack.
    public enum State: Equatable, Sendable, CaseReducerState {
      /// The reducer `store.case` asks for the store of the case.
      public typealias StateReducer = Path
      /// A book's page.
      case detail(BookDetailDomain.State)
    }

    /// An action of one screen of the stack.
    public enum Action: Equatable, Sendable {
      /// An action of a book's page.
      case detail(BookDetailDomain.Action)
    }

    /// Creates the reducer.
    public init() {}

    /// A page's reducer in its case.
    public var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) {
        BookDetailDomain()
      }
    }

    /// A store per kind of screen: what `store.case` gives the stack's view.
    public enum CaseScope {
      /// The store of a book's page.
      case detail(StoreOf<BookDetailDomain>)
    }

    /// The store of the screen the element is, scoped to its case.
    @MainActor public static func scope(_ store: StoreOf<Self>) -> CaseScope {
      switch store.state {
      case .detail:
        .detail(store.scope(state: State.detail, action: Action.detail)!)
      }
    }
  }

  /// Creates the reducer.
  public init() {}

  /// Selects tabs, pushes the page of a book tapped in the list or asked for by a page, and
  /// runs the stack's pages with `forEach`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.tab = tab
        return .none

      case let .bookTapped(id), let .path(.element(_, .detail(.delegate(.open(id))))):
        if let book = state.books.first(where: { $0.id == id }) {
          state.path.append(.detail(BookDetailDomain.State(book: book)))
        }
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) {
      Path()
    }
  }
}

/// The library: a tab bar of Books and About; Books is a navigation stack of book pages.
public struct LibraryView: View {
  /// The library's store.
  @Bindable public var store: StoreOf<LibraryDomain>

  /// The library drawn from `store`.
  public init(store: StoreOf<LibraryDomain>) {
    self.store = store
  }

  public var body: some View {
    TabView(selection: $store.tab.sending(LibraryDomain.Action.tabSelected)) {
      NavigationStack(path: $store.scope(state: \.path, action: LibraryDomain.Action.path)) {
        BookListView(store: store)
      } destination: { store in
        switch store.case {
        case let .detail(store):
          BookDetailView(store: store)
        }
      }
      .tabItem { Text("Books") }
      .tag(LibraryDomain.Tab.books)

      AboutView()
        .tabItem { Text("About") }
        .tag(LibraryDomain.Tab.about)
    }
  }
}

/// A book of the library, and the one that follows it in its series, if any.
public struct Book: Equatable, Sendable, Identifiable {
  /// The book's number in the library.
  public var id: Int
  /// Its title.
  public var title: String
  /// Who wrote it.
  public var author: String
  /// The id of the next book of its series, if there is one.
  public var sequelID: Int?

  /// A book `id` titled `title` by `author`, followed by `sequelID`.
  public init(id: Int, title: String, author: String, sequelID: Int? = nil) {
    self.id = id
    self.title = title
    self.author = author
    self.sequelID = sequelID
  }

  /// Four books, two of them a series.
  public static let shelf = [
    Book(id: 1, title: "Dune", author: "Frank Herbert", sequelID: 2),
    Book(id: 2, title: "Dune Messiah", author: "Frank Herbert"),
    Book(id: 3, title: "The Hobbit", author: "J. R. R. Tolkien"),
    Book(id: 4, title: "Emma", author: "Jane Austen"),
  ]
}

/// A book's page: its likes, and "Read next" for a book with a sequel.
public struct BookDetailDomain: Reducer, Sendable {
  /// The book and how often it was liked.
  public struct State: Equatable, Sendable {
    /// The book the page shows.
    public var book: Book
    /// How many times "Like" was pressed.
    public var likes: Int

    /// The page of `book`, liked `likes` times.
    public init(book: Book, likes: Int = 0) {
      self.book = book
      self.likes = likes
    }
  }

  /// The page's buttons, and what it tells the library.
  public enum Action: Equatable, Sendable {
    /// "Like".
    case likeTapped
    /// "Read next": asks the library to open the sequel.
    case readNextTapped
    /// What the page tells the library.
    case delegate(Delegate)

    /// What the page tells the library.
    public enum Delegate: Equatable, Sendable {
      /// Open the page of this book on top.
      case open(bookID: Int)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// "Like" counts; "Read next" asks the library for the sequel's page.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .likeTapped:
        state.likes += 1
        return .none

      case .readNextTapped:
        guard let sequelID = state.book.sequelID else { return .none }
        return .send(.delegate(.open(bookID: sequelID)))

      case .delegate:
        return .none
      }
    }
  }
}

/// A book's page: title, author, likes, Like, and Read next when there is a sequel.
public struct BookDetailView: View {
  /// The page's store.
  public let store: StoreOf<BookDetailDomain>

  /// The page drawn from `store`.
  public init(store: StoreOf<BookDetailDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      Text(store.book.title).bold()
      Text("by \(store.book.author)")
      Text("Likes: \(store.likes)")
      HStack {
        Button("Like") { store.send(.likeTapped) }
        if store.book.sequelID != nil {
          Button("Read next") { store.send(.readNextTapped) }
        }
      }
    }
    .navigationTitle(store.book.title)
  }
}

/// The Books tab's first screen: a button per book.
public struct BookListView: View {
  /// The library's store.
  public let store: StoreOf<LibraryDomain>

  /// The list drawn from `store`.
  public init(store: StoreOf<LibraryDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack {
      ForEach(store.books) { book in
        Button(book.title) { store.send(.bookTapped(id: book.id)) }
      }
    }
    .navigationTitle("Books")
  }
}

/// The About tab.
public struct AboutView: View {
  /// The tab, which needs no store.
  public init() {}

  public var body: some View {
    Text("The library is open every day.")
  }
}

// Your tests of the library, in a suite of your own. Its trait, `.exercise(…)`, runs each test as
// written, then again on the grader's broken libraries, where it must fail.
@MainActor
@Suite("root-tabs.library-stack · your tests", .exercise(LibraryStackExercise.self))
struct LibraryStackTests {
  @Test("A book pushes its page, Read next pushes the sequel over it, popping takes one away")
  func pushReadNextAndPop() async {
    let store = TestStore(initialState: LibraryDomain.State()) {
      LibraryDomain()
    }

    await store.send(.bookTapped(id: 1)) {
      $0.path[id: 0] = .detail(BookDetailDomain.State(book: Book.shelf[0]))
    }
    await store.send(.path(.element(id: 0, action: .detail(.readNextTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.open(bookID: 2)))))) {
      $0.path[id: 1] = .detail(BookDetailDomain.State(book: Book.shelf[1]))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }
}
