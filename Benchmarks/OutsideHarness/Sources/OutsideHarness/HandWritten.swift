import Foundation
import OnlineStore

/// The online store's root state written by hand, shaped as the kit's `BaselineRoot` in
/// Sources/BenchmarkSuite: the selected tab, the product list, the profile's name.
struct HandWrittenRoot {
  var selectedTab = 0
  var productList: HandWrittenProductList
  var profileName = ""
}

/// The product list by hand: whether it is loading, and its rows.
struct HandWrittenProductList {
  var isLoading = false
  var rows: [HandWrittenRow]
}

/// A product row by hand: its id, its product, how many are in the cart.
struct HandWrittenRow {
  let id: UUID
  let product: Product
  var count = 0
}

/// The root's actions by hand, nested as the app's are.
enum HandWrittenAction {
  case tabSelected(Int)
  case productList(HandWrittenProductListAction)
}

/// The product list's action by hand: one row's.
enum HandWrittenProductListAction {
  case product(id: UUID, HandWrittenRowAction)
}

/// What a row does.
enum HandWrittenRowAction {
  case didTapPlusButton
  case didTapMinusButton
}

/// The hand-written reducer: a switch, a search for the row, the same clamp at zero.
@inline(never)
func reduceByHand(_ root: inout HandWrittenRoot, _ action: HandWrittenAction) {
  switch action {
  case let .tabSelected(tab):
    root.selectedTab = tab
  case let .productList(.product(id, rowAction)):
    guard let index = root.productList.rows.firstIndex(where: { $0.id == id }) else { return }
    switch rowAction {
    case .didTapPlusButton: root.productList.rows[index].count += 1
    case .didTapMinusButton: root.productList.rows[index].count = max(0, root.productList.rows[index].count - 1)
    }
  }
}

/// A reference the timed loop changes, so the optimizer cannot drop the work.
final class HandWrittenApp {
  var root: HandWrittenRoot

  init(rows: [HandWrittenRow]) {
    root = HandWrittenRoot(productList: HandWrittenProductList(rows: rows))
  }
}
