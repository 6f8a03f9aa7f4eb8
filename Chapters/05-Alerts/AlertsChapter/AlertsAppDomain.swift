import Composable
import OnlineStore

/// The chapter's app: the store's `ProductListDomain` (the list, the cart sheet and its three
/// alerts), and one confirmation dialog of the chapter's own, "Remove all items?", which sets
/// every product's count back to 0.
public struct AlertsAppDomain: Reducer, Sendable {
  /// The product list, and the confirmation dialog while it is shown.
  public struct State: Equatable, Sendable {
    /// The products and, while it is open, the cart sheet with its alert.
    public var productList: ProductListDomain.State
    /// "Remove all items?", while it is shown.
    @Presents public var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?

    /// The app with `productList`, and no dialog unless given.
    public init(
      productList: ProductListDomain.State = ProductListDomain.State(),
      confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>? = nil
    ) {
      self.productList = productList
      self.confirmationDialog = confirmationDialog
    }
  }

  /// An action of the product list, or of the "Remove all items?" dialog.
  public enum Action: Equatable, Sendable {
    /// An action of the product list and its cart.
    case productList(ProductListDomain.Action)
    /// The "Remove all" button of the list: asks first.
    case removeAllButtonTapped
    /// A button of the confirmation dialog, or its dismissal.
    case confirmationDialog(PresentationAction<ConfirmationDialog>)

    /// The buttons of the confirmation dialog that do something ("Cancel" only dismisses).
    public enum ConfirmationDialog: Equatable, Sendable {
      /// "Remove all": every count back to 0.
      case confirmRemoveAll
    }
  }

  /// Creates the reducer.
  public init() {}

  /// The list's reducer on its part of the state, then the dialog's logic; `ifLet` without a child reducer presents the dialog and clears it after any
  /// of its buttons.
  public var body: some ReducerOf<Self> {
    Scope(state: \.productList, action: Action.productList) {
      ProductListDomain()
    }
    Reduce { state, action in
      switch action {
      case .productList:
        return .none

      case .removeAllButtonTapped:
        let rows = state.productList.productList.filter { $0.count > 0 }
        guard !rows.isEmpty else { return .none }
        state.confirmationDialog = .removeAll(itemCount: rows.reduce(0) { $0 + $1.count })
        return .none

      case .confirmationDialog(.presented(.confirmRemoveAll)):
        for id in state.productList.productList.ids {
          state.productList.productList[id: id]?.count = 0
        }
        return .none

      case .confirmationDialog(.dismiss):
        return .none
      }
    }
    .ifLet(\.$confirmationDialog, action: Action.confirmationDialog)
  }
}
