import Composable
import Foundation
import OnlineStore

/// The catalog the benchmarks use: the 20 embedded products.
@MainActor
let catalog: [Product] = (try? EmbeddedCatalog.products()) ?? []

/// The app's root state with the catalog loaded, ids `UUID(0)`…`UUID(19)`.
@MainActor
func loadedRootState() -> RootDomain.State {
  let rows = catalog.enumerated().map { ProductDomain.State(id: UUID($0.offset), product: $0.element) }
  return RootDomain.State(
    productListState: ProductListDomain.State(
      dataLoadingStatus: .success, productList: IdentifiedArray(uniqueElements: rows)))
}

/// A reducer whose one action starts a `.run` effect that sends one action back.
struct PingPong: Reducer {
  struct State: Equatable {
    var pongs = 0
  }

  enum Action: Equatable {
    case ping
    case pong
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      return .run { send in await send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    }
  }
}

/// A reducer whose one action sends another at once, for the test store's send/receive pair.
struct SendBack: Reducer {
  struct State: Equatable {
    var received = 0
  }

  enum Action: Equatable {
    case send
    case sentBack
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .send:
      return .send(.sentBack)
    case .sentBack:
      state.received += 1
      return .none
    }
  }
}
