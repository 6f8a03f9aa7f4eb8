// Exercise root-tabs.deep-link · Start already navigated                    (chapter 8, Root tabs)
//
// Build: finish `RootDomain.State.deepLink(catalog:cart:path:)` (its TODO gives the rules): the
//        details of `path` as a stack, and the cart sheet, each as a user's taps would build it.
// Test:  write "The app opened by the link works from there: …" in `DeepLinkTests` below.
// Done:  the grader's checks pass, and your test fails when it starts from the state of a broken
//        link: details reversed, counts at 0, no cart sheet.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint root-tabs.deep-link`
// Check: `swift run kit check root-tabs.deep-link` (or `swift test --filter DeepLinkTests`)

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
    // TODO: the details of `path` as a StackState, first at the bottom, an id the catalog lacks
    //       skipped, each built as the root pushes it (its row's count, up to
    //       `RootDomain.relatedCount` related products); and the cart sheet, built as Go to Cart
    //       builds it (rows with a count, fresh `uuid()` ids after the rows').
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
    // TODO: prove, from `RootDomain.State.deepLink(catalog: Product.sample, cart: two T-shirts
    // (Product.sample[1]), path: [1, 2])` with `$0.uuid = .incrementing`, that the sheet shows
    // the right total, that + on the top detail (id 1) starts from the cart's count and reaches
    // its row, and that Back pops that detail alone. It must fail when the link is broken:
    // details reversed, counts at 0, no cart sheet.
  }
}
