// Exercise composition.favorite · Two children in one row         (chapter 2, Composition)
//
// Build: make `FavoriteDomain`'s star toggle, and give the row (`FavoriteProductDomain`) a second
//        `Scope`, beside the stepper's, that runs `FavoriteDomain` on `favoriteState`.
// Test:  write the body of "A star and a plus sent by id change only that row" below.
// Done:  the grader's checks pass, and your test passes on your list but fails on broken ones:
//        a star or a plus that does nothing, and a list that sends every action to its first row.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.favorite`
// Check: `swift run kit check composition.favorite` (or `swift test --filter FavoriteRowTests`)

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of exercise composition.favorite: flip `isStarted` to true when you start it.
public enum FavoriteRowExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "composition.favorite"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A star the customer taps to mark a product as a favorite, and taps again to unmark it.
public struct FavoriteDomain: Reducer, Sendable {
  /// Whether the star is on.
  public struct State: Equatable, Sendable {
    /// True when the product is a favorite.
    public var isFavorite: Bool

    /// A star, off unless given.
    public init(isFavorite: Bool = false) {
      self.isFavorite = isFavorite
    }
  }

  /// The star button.
  public enum Action: Equatable, Sendable {
    /// The star was tapped: on becomes off, off becomes on.
    case didTapStarButton
  }

  /// Creates the reducer.
  public init() {}

  /// Toggles the star.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .didTapStarButton:
        // TODO: turn the star on if it is off, off if it is on.
        return .none
      }
    }
  }
}

/// A product row with two children: the Add to Cart stepper and the favorite star.
public struct FavoriteProductDomain: Reducer, Sendable {
  /// A product, its stepper and its star.
  public struct State: Equatable, Identifiable, Sendable {
    /// The row's identity in the list.
    public let id: UUID
    /// The product shown in the row.
    public let product: Product
    /// The row's stepper.
    public var addToCartState: AddToCartDomain.State
    /// The row's star.
    public var favoriteState: FavoriteDomain.State

    /// A row for `product`, its stepper at zero and its star off unless given.
    public init(
      id: UUID, product: Product, addToCartState: AddToCartDomain.State = AddToCartDomain.State(),
      favoriteState: FavoriteDomain.State = FavoriteDomain.State()
    ) {
      self.id = id
      self.product = product
      self.addToCartState = addToCartState
      self.favoriteState = favoriteState
    }
  }

  /// The actions of the row's two children.
  public enum Action: Equatable, Sendable {
    /// An action of the row's stepper.
    case addToCart(AddToCartDomain.Action)
    /// An action of the row's star.
    case favorite(FavoriteDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Each child on its own part of the row.
  public var body: some ReducerOf<Self> {
    Scope(state: \.addToCartState, action: Action.addToCart) {
      AddToCartDomain()
    }
    // TODO: a second Scope, for the star: state \.favoriteState, action Action.favorite,
    // running FavoriteDomain().
  }
}

/// A list of rows with a stepper and a star each, addressed by id.
public struct FavoriteProductListDomain: Reducer, Sendable {
  /// The rows, in order.
  public struct State: Equatable, Sendable {
    /// One row per product.
    public var productList: IdentifiedArrayOf<FavoriteProductDomain.State>

    /// A list of these rows (none by default).
    public init(productList: IdentifiedArrayOf<FavoriteProductDomain.State> = []) {
      self.productList = productList
    }

    /// One row per product, in order, with the ids UUID(0), UUID(1), …: nothing in the cart,
    /// no star.
    public init(products: [Product]) {
      self.productList = IdentifiedArray(
        uniqueElements: products.enumerated().map { index, product in
          FavoriteProductDomain.State(id: UUID(index), product: product)
        })
    }
  }

  /// What happens in the list: an action of one row.
  public enum Action: Equatable, Sendable {
    /// An action of the row with this id.
    case product(IdentifiedActionOf<FavoriteProductDomain>)
  }

  /// Creates the reducer.
  public init() {}

  /// The list has no logic of its own: it hands each row its actions.
  public var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .forEach(\.productList, action: Action.product) {
        FavoriteProductDomain()
      }
  }
}

// Your tests of the row's two children, a Swift Testing suite: `swift test --filter
// FavoriteRowTests` runs them. Its trait, `.exercise(…)`, also runs each test on the grader's
// broken lists, where it must fail.
@MainActor
@Suite("composition.favorite · your tests", .exercise(FavoriteRowExercise.self))
struct FavoriteRowTests {
  @Test("A star and a plus sent by id change only that row")
  func starAndStepperByID() async {
    // TODO: make a TestStore of FavoriteProductListDomain from
    // `FavoriteProductListDomain.State(products: Product.sample)`: three rows, UUID(0) to UUID(2).
    // To a row that is not the first, send .product(.element(id: …, action:
    // .favorite(.didTapStarButton))), then the same with .addToCart(.didTapPlusButton), and set in
    // each closure what changes in that row.
  }
}
