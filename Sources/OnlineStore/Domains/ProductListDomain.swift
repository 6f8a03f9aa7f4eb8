import Composable
import Foundation

/// The Products tab: loads the catalog, shows a row per product with its stepper, and presents
/// the cart as a sheet built from the products whose count is above zero.
public struct ProductListDomain: Reducer, Sendable {
  /// The catalog, its loading status, and the cart sheet when it is open.
  public struct State: Equatable, Sendable {
    /// Where loading the catalog stands.
    public var dataLoadingStatus: DataLoadingStatus
    /// The cart sheet, while it is open.
    @Presents public var cartState: CartListDomain.State?
    /// One row per product of the catalog, in the catalog's order.
    public var productList: IdentifiedArrayOf<ProductDomain.State>

    /// A list in the given state: by default not loaded, empty, with the cart closed.
    public init(
      dataLoadingStatus: DataLoadingStatus = .notStarted,
      cartState: CartListDomain.State? = nil,
      productList: IdentifiedArrayOf<ProductDomain.State> = []
    ) {
      self.dataLoadingStatus = dataLoadingStatus
      self.cartState = cartState
      self.productList = productList
    }

    /// Whether the catalog is loading (the spinner is shown).
    public var isLoading: Bool {
      dataLoadingStatus == .loading
    }

    /// Whether loading failed (the error line with "Retry" is shown).
    public var shouldShowError: Bool {
      dataLoadingStatus == .error
    }
  }

  /// Everything that can happen on the Products tab.
  public enum Action: Equatable, Sendable {
    /// Loads the catalog, unless it is loading or loaded: also the "Retry" button.
    case fetchProducts
    /// The catalog, or why it could not be loaded.
    case fetchProductsResponse(TaskResult<[Product]>)
    /// Opens (true) or closes (false) the cart sheet.
    case setCartView(isPresented: Bool)
    /// An action of the cart sheet, or its dismissal.
    case cart(PresentationAction<CartListDomain.Action>)
    /// An action of one product row.
    case product(IdentifiedActionOf<ProductDomain>)
    /// Sets the count of the row showing `product` back to zero.
    case resetProduct(product: Product)
    /// Closes the cart sheet.
    case closeCart
  }

  @Dependency(\.apiClient.fetchProducts) var fetchProducts
  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  /// The list's logic, its rows, and the cart sheet.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchProducts:
        if state.dataLoadingStatus == .loading || state.dataLoadingStatus == .success {
          return .none
        }
        state.dataLoadingStatus = .loading
        return .run { send in
          await send(.fetchProductsResponse(TaskResult { try await fetchProducts() }))
        }

      case let .fetchProductsResponse(.success(products)):
        state.dataLoadingStatus = .success
        state.productList = IdentifiedArrayOf(
          uniqueElements: products.map { ProductDomain.State(id: uuid(), product: $0) })
        return .none

      case .fetchProductsResponse(.failure):
        state.dataLoadingStatus = .error
        return .none

      case let .setCartView(isPresented):
        state.cartState = isPresented ? makeCart(from: state.productList) : nil
        return .none

      case let .cart(.presented(.cartItem(.element(id: _, action: .deleteCartItem(product))))):
        return .send(.resetProduct(product: product))

      case .cart(.presented(.delegate(.orderFinished))):
        resetProductsToZero(state: &state)
        return .send(.closeCart)

      case .cart:
        return .none

      case let .resetProduct(product):
        guard let row = state.productList.first(where: { $0.product.id == product.id }) else {
          return .none
        }
        state.productList[id: row.id]?.count = 0
        return .none

      case .closeCart:
        return closeCart(state: &state)

      case .product:
        return .none
      }
    }
    .forEach(\.productList, action: Action.product) {
      ProductDomain()
    }
    .ifLet(\.$cartState, action: Action.cart) {
      CartListDomain()
    }
  }

  /// A cart of the products whose count is above zero, in list order, each row with a fresh id.
  private func makeCart(from productList: IdentifiedArrayOf<ProductDomain.State>) -> CartListDomain.State {
    CartListDomain.State(
      cartItems: IdentifiedArrayOf(
        uniqueElements: productList.filter { $0.count > 0 }.map { row in
          CartItemDomain.State(
            id: uuid(), cartItem: CartItem(product: row.product, quantity: row.count))
        }))
  }

  /// Closes the cart sheet.
  private func closeCart(state: inout State) -> Effect<Action> {
    state.cartState = nil
    return .none
  }

  /// Sets every product's count back to zero, after an order went through.
  private func resetProductsToZero(state: inout State) {
    for id in state.productList.ids where state.productList[id: id]?.count != 0 {
      state.productList[id: id]?.count = 0
    }
  }
}
