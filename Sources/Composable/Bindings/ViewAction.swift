/// An action type whose view's actions are grouped in one case, `case view(View)`, so views can
/// send only what is theirs: the kit's stand-in for TCA's `@ViewAction(for:)`.
public protocol ViewAction<ViewAction> {
  /// The actions a view may send.
  associatedtype ViewAction
  /// The case that carries a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A view that sends its view actions to its store: `send(.didPressPayButton)` sends
/// `.view(.didPressPayButton)`.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the view's store.
  associatedtype StoreState
  /// The actions of the view's store.
  associatedtype StoreAction: ViewAction
  /// The store the view sends to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}
