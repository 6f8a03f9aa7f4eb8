extension Store {
  /// A store of one case of an enum state while the state is in that case, or nil: what a
  /// `CaseReducer`'s `scope(_:)` builds for each case,
  /// `.edit(store.scope(state: State.edit, action: Action.edit)!)`. Like the optional scope, the
  /// child store keeps the case's last payload if the state leaves the case later.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (ChildState) -> State,
    action toParentAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    let extractor = CaseExtractor(toChildState)
    guard let state = extractor.extract(from: readState()) else { return nil }
    return scope(
      from: state, reading: { extractor.extract(from: $0) }, action: toParentAction,
      id: id.scoped(caseName(of: toChildState(state))))
  }
}
