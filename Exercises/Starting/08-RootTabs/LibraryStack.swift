// Exercise root-tabs.library-stack · A stack of pages, from nothing         (chapter 8, Root tabs)
//
// Build: `LibraryDomain` lists books, with an About tab and a page for each book (done), but
//        nothing navigates: write the stack, its `Path` a `CaseReducer`, and the view, whose
//        destination switches over `store.case`. Each TODO gives the names graded.
// Test:  write your own suite at the bottom of the file (its TODO says what it proves).
// Done:  `Path` is a `CaseReducer`; the grader draws `LibraryView` and uses it (the tabs, a page,
//        Like, Read next, Esc); your test fails on its broken libraries (no push, the wrong page).
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.library-stack`
// Check: `swift run kit check root-tabs.library-stack` (or `swift test --filter LibraryStack`)

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
  public static var isStarted: Bool { false }
}

/// A library: two tabs, and the books.
public struct LibraryDomain: Reducer, Sendable {
  /// The library's tabs.
  public enum Tab: Hashable, Sendable {
    /// The books.
    case books
    /// About the library.
    case about
  }

  /// The selected tab and the books.
  public struct State: Equatable, Sendable {
    /// The tab on screen.
    public var tab: Tab
    /// Every book, in shelf order.
    public var books: [Book]
    // TODO: the pages pushed over the list: `public var path: StackState<Path.State>`, empty at
    //       first, an `init` parameter with a default.

    /// A library of `books` on the `tab` tab.
    public init(tab: Tab = .books, books: [Book] = Book.shelf) {
      self.tab = tab
      self.books = books
    }
  }

  /// The tab bar and the list's buttons.
  public enum Action: Equatable, Sendable {
    /// A tab was chosen.
    case tabSelected(Tab)
    /// A book of the list.
    case bookTapped(id: Int)
    // TODO: the stack's actions: `case path(StackActionOf<Path>)`.
  }

  // TODO: `Path`, the reducer of the kinds of screens the stack holds, a `CaseReducer` as TCA's
  //       `@Reducer enum Path` is: `public struct Path: CaseReducer, Sendable` (public, and so
  //       are its members) holding `enum State: Equatable, Sendable, CaseReducerState` with
  //       `typealias StateReducer = Path` inside and `case detail(BookDetailDomain.State)`;
  //       `enum Action: Equatable, Sendable { case detail(BookDetailDomain.Action) }`; a body of
  //       `Scope(state: State.detail, action: Action.detail) { BookDetailDomain() }`; and what
  //       `store.case` reads: `enum CaseScope { case detail(StoreOf<BookDetailDomain>) }` and
  //       `@MainActor static func scope(_ store: StoreOf<Self>) -> CaseScope`, which gives the
  //       case `store.state` is in with its store, `store.scope(state: State.detail, action:
  //       Action.detail)!`.

  /// Creates the reducer.
  public init() {}

  /// Selects tabs.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.tab = tab
        return .none

      case .bookTapped:
        // TODO: push the book's page. A page's "Read next" sends `.delegate(.open(bookID:))`:
        //       answer `.path(.element(_, .detail(.delegate(.open(id)))))` by pushing that book's
        //       page on top.
        return .none
      }
    }
    // TODO: run the stack's pages: `.forEach(\.path, action: Action.path) { Path() }`.
  }
}

/// The library.
public struct LibraryView: View {
  /// The library's store.
  public let store: StoreOf<LibraryDomain>

  /// The library drawn from `store`.
  public init(store: StoreOf<LibraryDomain>) {
    self.store = store
  }

  public var body: some View {
    // TODO: the tab bar, and the Books tab's navigation stack. The store becomes `@Bindable`; the
    //       body is a `TabView(selection: $store.tab.sending(LibraryDomain.Action.tabSelected))`
    //       of two tabs. First a `NavigationStack(path: $store.scope(state: \.path, action:
    //       LibraryDomain.Action.path))` with `BookListView(store: store)` at the bottom and a
    //       `destination: { store in … }` that switches over `store.case`: for `case let
    //       .detail(store)`, a `BookDetailView(store: store)`. (A store that "has no dynamic member
    //       'case'" is one whose `Path.State` lacks `typealias StateReducer = Path`.) Then `.tabItem { Text("Books") }`
    //       and `.tag(LibraryDomain.Tab.books)`; then `AboutView()` with `.tabItem {
    //       Text("About") }` and `.tag(LibraryDomain.Tab.about)`.
    BookListView(store: store)
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

// TODO: your tests, in a suite you write yourself, here at the bottom:
// `@MainActor @Suite("root-tabs.library-stack · your tests", .exercise(LibraryStackExercise.self))`
// on `struct LibraryStackTests`, holding a `@Test("…")` that makes a TestStore of LibraryDomain
// and proves that a book of the list pushes its page, that the page's Read next pushes the
// sequel's page over it, and that popping takes one page away. The `.exercise(…)` trait is what
// runs your test again on the grader's broken libraries (where it must fail): leave it out and
// nothing grades your test.
