extension Reducer {
  /// Runs `child` on one case of this reducer's enum state while the state is in that case,
  /// before this reducer: `.ifCaseLet(State.loggedIn, action: Action.loggedIn) { LoggedIn() }`.
  /// When the state leaves the case, every effect the child started is cancelled.
  ///
  /// A child action while the state is in another case is reported, and only this reducer runs.
  public consuming func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: @escaping (CaseState) -> State,
    action toCaseAction: @escaping (CaseAction) -> Action,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfCaseLetReducer<Self, Child> where Child.State == CaseState, Child.Action == CaseAction {
    IfCaseLetReducer(
      parent: self, child: BodyKeepingReducer(child()), toCaseState: CaseExtractor(toCaseState),
      toCaseAction: CaseExtractor(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a child that runs on one case of its enum state: what `ifCaseLet`
/// builds.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: BodyKeepingReducer<Child>
  let toCaseState: CaseExtractor<Parent.State, Child.State>
  let toCaseAction: CaseExtractor<Parent.Action, Child.Action>
  let location: SourceLocation

  /// Runs the child (if the state is in its case), then the parent; cancels the child's effects
  /// when the state leaves the case.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let before = childID(of: state)
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toCaseAction.extract(from: action) {
      if let before, var childState = toCaseState.extract(from: state) {
        childEffects = child.reduceChild(
          into: &childState, action: childAction, as: before, embed: { toCaseAction.embed })
        state = toCaseState.embed(childState)
      } else {
        location.reportWrongCase(by: "ifCaseLet", action: action, state: state)
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    let cancelEffects = Effect<Parent.Action>.cancelChild(
      seen: before, before: before, after: childID(of: state))
    return childEffects.merge(with: parentEffects).merge(with: cancelEffects)
  }

  /// The child's id while the state is in its case: the case and the state's id, if any.
  private func childID(of state: Parent.State) -> ChildID? {
    guard toCaseState.extract(from: state) != nil else { return nil }
    return ChildID(keyPath: \Parent.State.self, state: state)
  }
}
