extension Reducer {
  /// Runs `destination` on presented child state while it is presented: child actions
  /// (`.presented`) run the child first, then this reducer; `.dismiss` runs this reducer first,
  /// then clears the child. Whenever the child goes away, every effect it started is cancelled.
  /// Inside the child, `@Dependency(\.dismiss)` dismisses it.
  ///
  /// The destination may be an enum of features (a `Destination` reducer whose body scopes each
  /// case): changing case is presenting another child, which cancels the first one's effects,
  /// and an alert or dialog held in a case is cleared after any of its actions.
  public consuming func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping (PresentationAction<DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    PresentationReducer(
      base: self, destination: BodyKeepingReducer(destination()),
      toPresentation: PresentedStorageAccess(toPresentationState),
      toPresentationAction: CaseExtractor(toPresentationAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presents ephemeral state that needs no reducer of its own, such as an alert:
  /// `.ifLet(\.$alert, action: Action.alert)`. The state is cleared after any of its actions.
  public consuming func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping (PresentationAction<DestinationAction>) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A parent reducer with a presented child: what `ifLet(\.$child, action:)` builds.
public struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: BodyKeepingReducer<Destination>
  /// The key path of the `@Presents` projection, read at its storage's offset once learned.
  let toPresentation: PresentedStorageAccess<Base.State, Destination.State>
  /// The key path of the `@Presents` projection, `\.$child`.
  var toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>> {
    toPresentation.keyPath
  }
  let toPresentationAction: CaseExtractor<Base.Action, PresentationAction<Destination.Action>>
  let location: SourceLocation

  /// Runs the child and the parent in the order the presentation action calls for, clears the
  /// child when it is dismissed or ephemeral, and cancels the effects of a child that went away,
  /// whoever dismissed it: at once when this reducer or one above it did, at the next action
  /// through this `ifLet` when a reducer below it did.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // `state[keyPath: toPresentationState]`, read at the offset of the `@Presents` storage once
    // learned (Performance/PresentedStorageAccess.swift).
    let presentation = toPresentation.get(&state)
    // Asked without copying the presented child, the child seen or the action's payload out.
    if presentation.isUnused, toPresentationAction.extract(from: action, then: { _ in () }) == nil {
      // The usual case: nothing presented, nothing seen presented, an action not for it. Only the
      // parent runs, as in the switch's `default` below, with nothing to cancel. (A child the
      // parent presents now has started no work; the next action through here sees it.)
      return base.reduce(into: &state, action: action)
    }
    let seen = presentation.presentedChild
    let presentationAction = toPresentationAction.extract(from: action)
    let initialState = presentation.wrappedValue
    _ = consume presentation  // A copy kept would share the box, and a change would copy it.
    let destinationIDBefore = initialState.map {
      ChildID(keyPath: toPresentationState, state: $0)
    }
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initialState, destinationIDBefore, presentationAction) {
    case let (initialState?, destinationIDBefore?, .presented(destinationAction)?):
      destinationEffects = destination.reduceChild(
        into: &state[keyPath: toPresentationState].wrappedValue!, action: destinationAction,
        as: destinationIDBefore,
        embed: { { [toPresentationAction] in toPresentationAction.embed(.presented($0)) } },
        dismissal: { toPresentationAction.embed(.dismiss) })
      baseEffects = base.reduce(into: &state, action: action)
      if isEphemeral(initialState, actedOnBy: destinationAction),
        destinationID(in: state) == destinationIDBefore
      {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (_?, _, .dismiss?):
      baseEffects = base.reduce(into: &state, action: action)
      if destinationID(in: state) == destinationIDBefore {
        state[keyPath: toPresentationState].wrappedValue = nil
      }

    case (nil, _, _?):
      location.reportChildMisuse(
        by: "ifLet", "received a presentation action when destination state was absent",
        action: action,
        causes: [
          """
          a parent reducer set the destination state to "nil" before the "ifLet" ran: "ifLet" \
          must come after the reducer it modifies
          """,
          """
          an effect sent this action after the destination was dismissed: cancel the \
          destination's long-running effects before dismissing it
          """,
          "the action was sent while nothing was presented",
        ])
      baseEffects = base.reduce(into: &state, action: action)

    default:
      baseEffects = base.reduce(into: &state, action: action)
    }

    let destinationIDAfter = destinationID(in: state)
    let cancelEffects = Effect<Base.Action>.cancelChild(
      seen: seen, before: destinationIDBefore, after: destinationIDAfter)
    if seen != destinationIDAfter {
      state[keyPath: toPresentationState].presentedChild = destinationIDAfter
    }
    return destinationEffects.merge(with: baseEffects).merge(with: cancelEffects)
  }

  /// The id of the destination presented in `state` now, if any.
  private func destinationID(in state: Base.State) -> ChildID? {
    state[keyPath: toPresentationState].wrappedValue.map {
      ChildID(keyPath: toPresentationState, state: $0)
    }
  }
}
