// Exercise root-tabs.deep-link · Start already navigated
//
// A "your cart is waiting" link opens the store app deep inside: the Backpack's detail, the
// T-shirt's detail pushed over it (two deep), and the cart sheet open over both. In TCA
// navigation is state, so such a link needs no replay of taps: it is an initial state.
// `RootDomain.State.deepLink(catalog:cart:path:)` builds it; today it loads the catalog with
// the cart's counts (done) and stops there. Finish it, building each piece as the app builds it
// when the user walks there by hand:
//   • `path`: a `StackState` of `.productDetail` screens, one per product id of `path`, in that
//     order (the first at the bottom); an id the catalog lacks is skipped. A detail holds its
//     row's product and count, and its related products: up to `RootDomain.relatedCount` other
//     products of the same category, in catalog order (what the root pushes);
//   • the cart sheet, `cartState`: a `CartListDomain.State` whose rows are the products whose
//     count is above zero, in catalog order, each a `CartItemDomain.State` with a fresh `uuid()`
//     (after the rows' ids) and its count as quantity (what Go to Cart builds).
// Keep the name and the signature: the grader calls it.
// Then write `testDeepLink` (at the bottom), a TestStore test of the app started from the link
// with two T-shirts in the cart and the path [1, 2]: the sheet's total, closing it, + on the top
// detail (id 1) reaching its row, and Back.
//
// Done: the grader's tests pass. They compare the link's state with the state a user reaches by
// hand (loading, two T-shirts, the Backpack, its related T-shirt, Go to Cart), the same for a
// link into the whole embedded catalog (an electronics detail lists only `relatedCount` of its
// five related products), and link to a product that is not in the catalog. And they run your test on your link (it must pass) and on
// links broken on purpose (it must fail): details stacked in the wrong order, details that do
// not show the cart's counts, and no cart sheet.
//
// Check it: `swift run kit check root-tabs.deep-link`
//       or: `swift test --filter DeepLinkGrader`
// Stuck? `swift run kit hint root-tabs.deep-link` gives one hint at a time.

import Composable
import ComposableTesting
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum DeepLinkExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "root-tabs.deep-link"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

extension RootDomain.State {
  /// The app as a link opens it: the Products tab with `catalog` loaded, each product's count the
  /// quantity `cart` holds of it; the details of the products `path` names pushed in that order
  /// (an id the catalog lacks is skipped); and the cart sheet open over them.
  ///
  /// Row and cart-row ids come from `@Dependency(\.uuid)`, rows first, as when the user walks
  /// there; stack ids from the store's own counter.
  public static func deepLink(catalog: [Product], cart: [CartItem], path: [Int]) -> Self {
    @Dependency(\.uuid) var uuid
    let rows = IdentifiedArrayOf(
      uniqueElements: catalog.map { product in
        ProductDomain.State(
          id: uuid(), product: product,
          addToCartState: AddToCartDomain.State(
            count: cart.first { $0.product.id == product.id }?.quantity ?? 0))
      })
    // TODO: the details of `path` as a StackState, and the cart sheet.
    return RootDomain.State(
      productListState: ProductListDomain.State(dataLoadingStatus: .success, productList: rows))
  }
}

// Your tests, a Swift Testing suite: `swift test --filter DeepLinkTests` runs them. Its trait,
// `.exercise(…)`, also runs each test again from links the grader broke, where it must fail.
@MainActor
@Suite("root-tabs.deep-link · your tests", .exercise(DeepLinkExercise.self))
struct DeepLinkTests {
  @Test("The app opened by the link works from there: the cart's total, the top detail, Back")
  func deepLink() async {
    // TODO: make a TestStore of RootDomain that starts from
    // RootDomain.State.deepLink(catalog: Product.sample, cart: two T-shirts (Product.sample[1]),
    // path: [1, 2]), with `$0.uuid = .incrementing`. Prove that the sheet shows the right total,
    // that + on the top detail (id 1) starts from the cart's count and reaches its row, and that
    // Back pops that detail alone.
  }
}
