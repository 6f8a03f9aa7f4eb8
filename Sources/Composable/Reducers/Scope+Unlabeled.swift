extension Scope {
  /// Scopes `child` to the state at `state`, TCA's newest spelling without the `state:` label:
  /// `Scope(\.addToCart, action: Action.addToCart) { AddToCartDomain() }`.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Scopes `child` to one case of an enum state, without the `state:` label:
  /// `Scope(State.edit, action: Action.edit) { EditForm() }`.
  public init<ChildState, ChildAction>(
    _ toChildState: @escaping (ChildState) -> ParentState,
    action toChildAction: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: toChildAction, child: child,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
