import Composable

extension RootDomain {
  /// The screens the Products tab can push on its navigation stack, one case per screen: for
  /// now only a product's detail. Real TCA spells this `@Reducer enum Path { case
  /// productDetail(ProductDetailDomain) }`; the kit writes the enum's reducer out, and what
  /// `switch store.case` needs (`CaseReducer`), as the macro does.
  public struct Path: CaseReducer, Sendable {
    /// The state of one screen of the stack.
    public enum State: Equatable, Sendable, CaseReducerState {
      /// The reducer `store.case` asks for the store of the case.
      public typealias StateReducer = Path
      /// A product's detail.
      case productDetail(ProductDetailDomain.State)
    }

    /// An action of one screen of the stack.
    public enum Action: Equatable, Sendable {
      /// An action of a product's detail.
      case productDetail(ProductDetailDomain.Action)
    }

    /// Creates the reducer.
    public init() {}

    /// One `Scope` per case: the detail's reducer runs while the element is a detail.
    public var body: some ReducerOf<Self> {
      Scope(state: State.productDetail, action: Action.productDetail) {
        ProductDetailDomain()
      }
    }

    /// A store per screen, for `switch store.case` in the stack's destination.
    public enum CaseScope {
      /// The store of a product's detail.
      case productDetail(StoreOf<ProductDetailDomain>)
    }

    /// The store of the screen the element is, scoped to its case.
    @MainActor public static func scope(_ store: StoreOf<Self>) -> CaseScope {
      switch store.state {
      case .productDetail:
        .productDetail(store.scope(state: \.productDetail, action: Action.productDetail)!)
      }
    }
  }
}

extension RootDomain.Path.State {
  /// The detail while this element is one, else nil: what TCA's `@CasePathable` gives as
  /// `\.productDetail`, for `store.scope(state:action:)` in a stack's destination.
  public var productDetail: ProductDetailDomain.State? {
    guard case .productDetail(let detail) = self else { return nil }
    return detail
  }
}
