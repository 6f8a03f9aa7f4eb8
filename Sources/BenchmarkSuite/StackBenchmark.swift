import Composable
import Foundation
import OnlineStore

/// A tap on the stepper of the 8th of 10 product screens pushed on a navigation stack: the action
/// goes through the stack's `forEach`, the `Path` enum's case `Scope`, and the product's `Scope`
/// into `AddToCartDomain`.
var sendStack: Benchmark {
  Benchmark("send.stack", summary: "a stepper tap in element #7 of a stack of 10 product screens") {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: ProductStack.State.tenProducts()) { ProductStack() }
    }
    let id: StackElementID = 7
    let action = ProductStack.Action.path(
      .element(id: id, action: .product(.addToCart(.didTapPlusButton))))
    return PreparedBenchmark(operation: .sync { times in for _ in 0..<times { store.send(action) } }) { runs in
      let count = store.path[id: id, case: ProductStack.Path.State.product]?.count
      return mismatch("count of element #7", expected: runs, actual: count)
    }
  }
}

/// A root with a navigation stack of product screens, for `send.stack`.
struct ProductStack: Reducer {
  struct State: Equatable {
    var path = StackState<Path.State>()

    /// Ten product screens, ids `#0`…`#9`.
    @MainActor
    static func tenProducts() -> Self {
      let screens = catalog.prefix(10).enumerated().map { offset, product in
        Path.State.product(ProductDomain.State(id: UUID(offset), product: product))
      }
      return Self(path: StackState(screens))
    }
  }

  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case backTapped
  }

  /// The screens the stack can show.
  struct Path: Reducer {
    enum State: Equatable {
      case product(ProductDomain.State)
      case stepper(AddToCartDomain.State)
    }

    enum Action: Equatable {
      case product(ProductDomain.Action)
      case stepper(AddToCartDomain.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.product, action: Action.product) { ProductDomain() }
      Scope(state: State.stepper, action: Action.stepper) { AddToCartDomain() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .backTapped = action { _ = state.path.popLast() }
      return .none
    }
    .forEach(\.path, action: Action.path) { Path() }
  }
}
