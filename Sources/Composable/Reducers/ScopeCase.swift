extension Scope {
  /// Scopes `child` to one case of an enum state, for the actions of the case `action`:
  /// `Scope(state: State.edit, action: Action.edit) { EditForm() }`, as a `Destination` reducer's
  /// body does for each of its cases.
  ///
  /// The child runs only while the state is in that case; a child action that arrives while the
  /// state is in another case is reported, and the child does not run.
  public init<ChildState, ChildAction>(
    state toChildState: @escaping (ChildState) -> ParentState,
    action toChildAction: @escaping (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.mode = .enumCase(
      ScopedCase(
        extractor: CaseExtractor(toChildState),
        location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
    self.toChildAction = CaseExtractor(toChildAction)
    self.child = BodyKeepingReducer(child())
  }
}

/// The enum case an enum-case `Scope` runs its child on, and where the `Scope` was written.
final class ScopedCase<ParentState, ChildState>: Sendable {
  let extractor: CaseExtractor<ParentState, ChildState>
  let location: SourceLocation

  init(extractor: CaseExtractor<ParentState, ChildState>, location: SourceLocation) {
    self.extractor = extractor
    self.location = location
  }

  /// Runs `child` on the payload of the state's case, or reports that the state is in another.
  func reduce<Child: Reducer, ParentAction>(
    _ child: Child, into state: inout ParentState, action: ParentAction, childAction: Child.Action
  ) -> Effect<Child.Action> where Child.State == ChildState {
    guard var childState = extractor.extract(from: state) else {
      location.reportWrongCase(by: "Scope", action: action, state: state)
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    state = extractor.embed(childState)
    return effect
  }
}

extension SourceLocation {
  /// Reports a child action that reached an enum-case `Scope` or `ifCaseLet` written here while
  /// the state was in another case.
  func reportWrongCase(by reducer: String, action: Any, state: Any) {
    reportChildMisuse(
      by: reducer,
      "received a child action when the state was in another case: \".\(caseName(of: state))\"",
      action: action, outcome: "The child did not run.",
      causes: [
        """
        a parent reducer changed the state to another case before the "\(reducer)" ran: it must \
        come before reducers that change the case, so the child handles its actions while its \
        case holds
        """,
        """
        an effect sent this action after the state left the case: cancel the child's \
        long-running effects when it does
        """,
        "the action was sent while the state was in another case",
      ])
  }
}

/// The name of the case an enum value is in.
func caseName(of value: Any) -> String {
  enumCase(of: value)?.name ?? String(describing: value)
}
