import Foundation
import OnlineStore

/// The online store's root state written by hand, with the shape of `Benchmarks`' baseline (the
/// selected tab, the product list, the profile's name), each level changing itself.
struct HandWrittenRoot {
  /// What the root does: select a tab, or pass an action to the product list.
  enum Action {
    case tabSelected(Int)
    case productList(HandWrittenProductList.Action)
  }

  var selectedTab = 0
  var productList: HandWrittenProductList
  var profileName = ""

  /// Changes the root for `action`. (Not inlined, so the timed loop calls it as an app would.)
  @inline(never)
  mutating func apply(_ action: Action) {
    switch action {
    case let .tabSelected(tab): selectedTab = tab
    case let .productList(listAction): productList.apply(listAction)
    }
  }
}

/// The product list by hand: whether it is loading, and its rows.
struct HandWrittenProductList {
  /// One row's action, addressed by the row's id.
  enum Action {
    case product(id: UUID, HandWrittenRow.Action)
  }

  var isLoading = false
  var rows: [HandWrittenRow]

  /// Finds the addressed row and changes it.
  mutating func apply(_ action: Action) {
    guard case let .product(id, rowAction) = action,
      let index = rows.firstIndex(where: { $0.id == id })
    else { return }
    rows[index].apply(rowAction)
  }
}

/// A product row by hand: its id, its product, how many are in the cart.
struct HandWrittenRow {
  /// The row's two buttons.
  enum Action {
    case didTapPlusButton
    case didTapMinusButton
  }

  let id: UUID
  let product: Product
  var count = 0

  /// Counts up, or down to zero at least, as the kit's `AddToCartDomain` does.
  mutating func apply(_ action: Action) {
    count = action == .didTapPlusButton ? count + 1 : max(0, count - 1)
  }
}

/// A reference the timed loop changes, so the optimizer cannot drop the work.
final class HandWrittenApp {
  var root: HandWrittenRoot

  init(rows: [HandWrittenRow]) {
    root = HandWrittenRoot(productList: HandWrittenProductList(rows: rows))
  }
}
