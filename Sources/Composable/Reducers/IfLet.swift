extension Reducer {
  /// Runs `child` on optional child state while it exists, before this reducer; when the state
  /// becomes nil, every effect the child started is cancelled.
  ///
  /// An action for the child while its state is nil is reported, and only this reducer runs.
  public consuming func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: @escaping (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, Child> where Child.State == ChildState, Child.Action == ChildAction {
    IfLetReducer(
      parent: self, child: BodyKeepingReducer(child()), toChildState: KeyPathAccess(toChildState),
      toChildAction: CaseExtractor(toChildAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a child that runs on optional state: what `ifLet` builds.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: BodyKeepingReducer<Child>
  /// `state[keyPath:]` in place, its offset found once: Performance/KeyPathAccess.swift.
  let toChildState: KeyPathAccess<Parent.State, Child.State?>
  let toChildAction: CaseExtractor<Parent.Action, Child.Action>
  let location: SourceLocation

  /// Runs the child (if its state exists), then the parent; cancels the child's effects when
  /// its state goes away or changes identity.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childIDBefore = toChildState.get(&state).map {
      ChildID(keyPath: toChildState.keyPath, state: $0)
    }
    var childEffects = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if let childIDBefore {
        childEffects = toChildState.modify(&state) { childState in
          child.reduceChild(
            into: &childState!, action: childAction, as: childIDBefore,
            embed: { toChildAction.embed })
        }
      } else {
        location.reportChildMisuse(
          by: "ifLet", "received a child action when child state was \"nil\"", action: action,
          causes: [
            """
            a parent reducer set the child state to "nil" before the "ifLet" ran: "ifLet" must \
            come after the reducer it modifies, so the child handles its actions while its state \
            still exists
            """,
            """
            an effect sent this action after the child state became "nil": cancel the child's \
            long-running effects before its state goes away
            """,
            """
            the action was sent while the state was "nil": send child actions only while the \
            child's state exists
            """,
          ])
      }
    }
    let parentEffects = parent.reduce(into: &state, action: action)
    let childIDAfter = toChildState.get(&state).map {
      ChildID(keyPath: toChildState.keyPath, state: $0)
    }
    let cancelEffects = Effect<Parent.Action>.cancelChild(
      seen: childIDBefore, before: childIDBefore, after: childIDAfter)
    return childEffects.merge(with: parentEffects).merge(with: cancelEffects)
  }
}
