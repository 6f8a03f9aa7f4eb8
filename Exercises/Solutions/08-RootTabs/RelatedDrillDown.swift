// Solution of root-tabs.related-drill-down · Drill down through related products (chapter 8, Root tabs)
//
// The page only says what the user wants, `delegate(.open(productID:))`: it does not know the
// list, its counts, or that it sits on a stack. The root, which holds both, builds the next page
// from the list with `page(for:in:)` (so its count is the row's) and appends it: a push on top,
// never a replacement, so Back returns to the page it came from. The same function builds the
// first page and every related one, which keeps them alike.
//
// The test starts from a list with counts, so a page built with a count of 0 fails it, and it
// states both pages by id, so a root that replaced the top page (leaving only #1) fails it too.

import Composable
import ComposableTesting
import Foundation
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum RelatedDrillDownExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.related-drill-down"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// A product of the catalog, with how many of it are in the cart-to-be.
public struct ShelfProduct: Equatable, Sendable, Identifiable {
  /// The product's id.
  public let id: Int
  /// Its title.
  public let title: String
  /// How many are in the cart-to-be.
  public var count: Int

  /// A product with a count.
  public init(id: Int, title: String, count: Int = 0) {
    self.id = id
    self.title = title
    self.count = count
  }
}

/// A product's page on the stack: the product and its related products.
public struct ProductPageDomain: Reducer, Sendable {
  /// The product on screen and the related ones.
  public struct State: Equatable, Sendable {
    /// The product, with its count as the list had it.
    public var product: ShelfProduct
    /// The other products of the catalog, in list order, at most two.
    public var related: [ShelfProduct]

    /// A page of `product` with its `related` products.
    public init(product: ShelfProduct, related: [ShelfProduct]) {
      self.product = product
      self.related = related
    }
  }

  /// Opening a related product, and what the page tells its parent.
  public enum Action: Equatable, Sendable {
    /// A related product was chosen.
    case relatedTapped(productID: Int)
    /// What the page tells its parent.
    case delegate(Delegate)

    /// The page's messages to its parent.
    public enum Delegate: Equatable, Sendable {
      /// Push the page of the product with this id.
      case open(productID: Int)
    }
  }

  /// Creates the reducer.
  public init() {}

  /// A related product asks the parent to open it.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .relatedTapped(productID):
        return .send(.delegate(.open(productID: productID)))
      case .delegate:
        return .none
      }
    }
  }
}

/// The catalog and a stack of product pages over it.
public struct CatalogDomain: Reducer, Sendable {
  /// The pages the stack can hold.
  public struct Path: Reducer, Sendable {
    /// A page's state.
    public enum State: Equatable, Sendable {
      /// A product's page.
      case page(ProductPageDomain.State)
    }

    /// A page's action.
    public enum Action: Equatable, Sendable {
      /// An action of a product's page.
      case page(ProductPageDomain.Action)
    }

    /// Creates the reducer.
    public init() {}

    /// One `Scope` per case.
    public var body: some ReducerOf<Self> {
      Scope(state: State.page, action: Action.page) { ProductPageDomain() }
    }
  }

  /// The catalog and the pages pushed over it.
  public struct State: Equatable, Sendable {
    /// The products, in list order.
    public var products: IdentifiedArrayOf<ShelfProduct>
    /// The pages pushed, the top one last.
    public var path: StackState<Path.State>

    /// A catalog of `products` with nothing pushed, unless given.
    public init(
      products: IdentifiedArrayOf<ShelfProduct>, path: StackState<Path.State> = StackState()
    ) {
      self.products = products
      self.path = path
    }

    /// Four products, two of them in the cart-to-be: Backpack (2), T-Shirt, Jacket (1), Belt.
    public static let sample = State(products: [
      ShelfProduct(id: 1, title: "Backpack", count: 2), ShelfProduct(id: 2, title: "T-Shirt"),
      ShelfProduct(id: 3, title: "Jacket", count: 1), ShelfProduct(id: 4, title: "Belt"),
    ])
  }

  /// Opening a product from the list, and the stack's actions.
  public enum Action: Equatable, Sendable {
    /// Pushes the page of the product with this id.
    case openTapped(productID: Int)
    /// A push, a pop, or an action of one page.
    case path(StackActionOf<Path>)
  }

  /// Creates the reducer.
  public init() {}

  /// The page of the product with `productID` as `products` holds it (its count), with the
  /// other products, in list order, at most two; nil for a product the list does not hold.
  public static func page(
    for productID: Int, in products: IdentifiedArrayOf<ShelfProduct>
  ) -> Path.State? {
    guard let product = products[id: productID] else { return nil }
    let related = products.filter { $0.id != productID }.prefix(2)
    return .page(ProductPageDomain.State(product: product, related: Array(related)))
  }

  /// Pushes a page on open and on a page's `open`; the pages run first.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openTapped(productID):
        if let page = Self.page(for: productID, in: state.products) { state.path.append(page) }
        return .none
      case let .path(.element(_, .page(.delegate(.open(productID))))):
        if let page = Self.page(for: productID, in: state.products) { state.path.append(page) }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Path() }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter RelatedDrillDownTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of CatalogDomain, where it
// must fail.
@MainActor
@Suite("root-tabs.related-drill-down · your tests", .exercise(RelatedDrillDownExercise.self))
struct RelatedDrillDownTests {
  @Test("A related product opens its page on top, with the list's count")
  func relatedDrillDown() async {
    let store = TestStore(initialState: CatalogDomain.State.sample) { CatalogDomain() }
    await store.send(.openTapped(productID: 1)) {
      $0.path[id: 0] = .page(
        ProductPageDomain.State(
          product: ShelfProduct(id: 1, title: "Backpack", count: 2),
          related: [ShelfProduct(id: 2, title: "T-Shirt"), ShelfProduct(id: 3, title: "Jacket", count: 1)]))
    }
    await store.send(.path(.element(id: 0, action: .page(.relatedTapped(productID: 3)))))
    await store.receive(.path(.element(id: 0, action: .page(.delegate(.open(productID: 3)))))) {
      $0.path[id: 1] = .page(
        ProductPageDomain.State(
          product: ShelfProduct(id: 3, title: "Jacket", count: 1),
          related: [ShelfProduct(id: 1, title: "Backpack", count: 2), ShelfProduct(id: 2, title: "T-Shirt")]))
    }
  }
}
