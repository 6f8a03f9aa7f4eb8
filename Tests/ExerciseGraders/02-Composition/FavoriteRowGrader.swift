import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Foundation
import OnlineStore
import Testing

// Grades composition.favorite: the grader's checks of the star and of the row's two children
// through the list, a suite inside the learner's `FavoriteRowTests`, and the broken lists the
// learner's test must fail on.

extension FavoriteRowExercise: GradedExercise {
  /// Lists whose rows or ids are wired wrong: a good test of a star and a plus fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the star does nothing (a row without its second Scope)", replacing: FavoriteProductListDomain.self,
        advice: """
          Send a row's .favorite(.didTapStarButton) through the list and set in the closure what \
          its star becomes.
          """
      ) {
        Reduce { state, action in
          if case .product(.element(id: _, action: .favorite)) = action { return .none }
          return FavoriteProductListDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "the stepper does nothing (a row without its first Scope)", replacing: FavoriteProductListDomain.self,
        advice: """
          Test both children: send a row's .addToCart(.didTapPlusButton) through the list too, \
          and set in the closure what its count becomes.
          """
      ) {
        Reduce { state, action in
          if case .product(.element(id: _, action: .addToCart)) = action { return .none }
          return FavoriteProductListDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "every row's actions go to the first row", replacing: FavoriteProductListDomain.self,
        advice: """
          Start from several rows and send the actions to a row that is not the first (UUID(1), \
          say): then only a list that finds rows by id changes the right one.
          """
      ) {
        Reduce { state, action in
          guard case let .product(.element(id: _, action: rowAction)) = action,
            let firstID = state.productList.ids.first
          else { return .none }
          return FavoriteProductListDomain().reduce(
            into: &state, action: .product(.element(id: firstID, action: rowAction)))
        }
      },
    ]
  }
}

extension FavoriteRowTests {
  // The grader's checks of `FavoriteDomain` and `FavoriteProductListDomain`.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("FavoriteDomain: didTapStarButton turns the star on, then off")
    func starToggles() async throws {
      let store = TestStore(initialState: FavoriteDomain.State()) {
        FavoriteDomain()
      }

      await store.send(.didTapStarButton) {
        $0.isFavorite = true
      }
      try #require(
        store.state.isFavorite,
        "FavoriteDomain: didTapStarButton on a star that is off did not turn it on.")
      await store.send(.didTapStarButton) {
        $0.isFavorite = false
      }
      #expect(
        !store.state.isFavorite,
        "FavoriteDomain: didTapStarButton on a star that is on did not turn it off.")
    }

    @Test(
      "a star sent to the list by id changes that row's star, and nothing else", arguments: [0, 1, 2])
    func starThroughTheList(row: Int) async {
      let store = TestStore(initialState: threeRows()) {
        FavoriteProductListDomain()
      }

      await store.send(.product(.element(id: UUID(row), action: .favorite(.didTapStarButton)))) {
        $0.productList[id: UUID(row)]?.favoriteState.isFavorite = true
      }
      #expect(
        store.state.productList.map(\.favoriteState.isFavorite) == [0, 1, 2].map { $0 == row },
        """
        A star sent to row UUID(\(row)) should turn on that row's star only; the stars are \
        \(store.state.productList.map(\.favoriteState.isFavorite)). Does FavoriteProductDomain's \
        body have a Scope for \\.favoriteState and Action.favorite?
        """)
    }

    @Test("the star and the stepper of a row are independent, and so are the rows")
    func childrenAndRowsAreIndependent() async {
      let store = TestStore(initialState: threeRows()) {
        FavoriteProductListDomain()
      }

      await store.send(.product(.element(id: UUID(2), action: .favorite(.didTapStarButton)))) {
        $0.productList[id: UUID(2)]?.favoriteState.isFavorite = true
      }
      await store.send(.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))) {
        $0.productList[id: UUID(0)]?.addToCartState.count = 1
      }
      await store.send(.product(.element(id: UUID(2), action: .addToCart(.didTapPlusButton)))) {
        $0.productList[id: UUID(2)]?.addToCartState.count = 1
      }
      await store.send(.product(.element(id: UUID(2), action: .favorite(.didTapStarButton)))) {
        $0.productList[id: UUID(2)]?.favoriteState.isFavorite = false
      }
      #expect(
        store.state.productList.map(\.addToCartState.count) == [1, 0, 1]
          && store.state.productList.map(\.favoriteState.isFavorite) == [false, false, false],
        """
        Star on, plus on UUID(0), plus on UUID(2), star off should leave counts [1, 0, 1] and no \
        star; the counts are \(store.state.productList.map(\.addToCartState.count)) and the stars \
        \(store.state.productList.map(\.favoriteState.isFavorite)).
        """)
    }

    /// The three sample products as rows UUID(0), UUID(1), UUID(2), nothing in the cart, no star.
    private func threeRows() -> FavoriteProductListDomain.State {
      FavoriteProductListDomain.State(
        productList: IdentifiedArray(
          uniqueElements: Product.sample.enumerated().map { index, product in
            FavoriteProductDomain.State(id: UUID(index), product: product)
          }))
    }
  }
}
