// Exercise root-tabs.related-drill-down · Drill down through related products (chapter 8, Root tabs)
//
// Build: a page's related products (`CatalogDomain.page(for:in:)`), and a tap on one that asks
//        the root to push its page on top of the others, never in place of the top one.
// Test:  write "A related product opens its page on top, with the list's count" below.
// Done:  the grader's checks pass, and your test fails on its broken catalogs: one whose related
//        pages forget the count, and one that replaces the top page instead of pushing.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.related-drill-down`
// Check: `swift run kit check root-tabs.related-drill-down` (or `swift test --filter RelatedDrillDownTests`)

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
  public static var isStarted: Bool { false }
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

  /// A related product asks the parent to open it (not yet).
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .relatedTapped:
        // TODO: ask the parent to open it: send .delegate(.open(productID:)).
        return .none
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
    // TODO: the related products: the others, in list order, at most two.
    return .page(ProductPageDomain.State(product: product, related: []))
  }

  /// Pushes a page on open (and, once you are done, on a page's `open`); the pages run first.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .openTapped(productID):
        if let page = Self.page(for: productID, in: state.products) { state.path.append(page) }
        return .none
      // TODO: answer a page's .delegate(.open(productID:)) by pushing that product's page.
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
    // TODO: prove, from `CatalogDomain.State.sample` with the Backpack's page open (product 1),
    // that tapping the Jacket (product 3) among its related products pushes the Jacket's page
    // on top (stack id 1), with the list's count. State both pages in full. It must fail on
    // related pages that forget the count, and on a catalog that replaces the top page.
  }
}
