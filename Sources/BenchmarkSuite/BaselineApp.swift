import Foundation
import OnlineStore

/// The online store's state shape written by hand, with no architecture: nested structs, a
/// switch, an array index. The limit the kit's `send.deep` is measured against.
struct BaselineRoot {
  var selectedTab = 0
  var productList = BaselineProductList()
  var profileName = ""
}

/// The product list by hand: a loading flag and the rows.
struct BaselineProductList {
  var isLoading = false
  var rows: [BaselineProductRow] = []
}

/// One product row by hand: its id, the product, and its count.
struct BaselineProductRow {
  let id: UUID
  let product: Product
  var count = 0
}

/// The actions by hand, nested like the kit's.
enum BaselineRootAction {
  case tabSelected(Int)
  case productList(BaselineProductListAction)
}

/// A product-list action by hand.
enum BaselineProductListAction {
  case product(id: UUID, BaselineProductAction)
}

/// A product-row action by hand.
enum BaselineProductAction {
  case didTapPlusButton
  case didTapMinusButton
}

/// The hand-written reducer: the same mutation as the kit's domains, including the clamp at 0.
@inline(never)
func reduceBaseline(_ state: inout BaselineRoot, _ action: BaselineRootAction) {
  switch action {
  case let .tabSelected(tab):
    state.selectedTab = tab
  case let .productList(.product(id, rowAction)):
    guard let index = state.productList.rows.firstIndex(where: { $0.id == id }) else { return }
    switch rowAction {
    case .didTapPlusButton:
      state.productList.rows[index].count += 1
    case .didTapMinusButton:
      state.productList.rows[index].count = max(0, state.productList.rows[index].count - 1)
    }
  }
}
