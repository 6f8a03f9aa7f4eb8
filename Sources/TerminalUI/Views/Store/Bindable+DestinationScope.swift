import Composable

extension Bindable {
  /// A binding to the store of a presented destination enum, TCA's current spelling with the
  /// `@Presents` projection: `$store.scope(\.$destination, action: Feature.Action.destination)`.
  /// Follow it with one of the destination's cases, `.sheet`, `.popover`, `.drillDown`, for the
  /// `.sheet(item:)`, `.popover(item:)`, `.navigationDestination(item:)` or `.alert` of that
  /// case (see `Binding`'s case subscript).
  public func scope<State, Action, DestinationState, DestinationAction>(
    _ toDestination: KeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping (PresentationAction<DestinationAction>) -> Action
  ) -> Binding<Store<DestinationState, DestinationAction>?> where Value == Store<State, Action> {
    scope(state: toDestination.appending(path: \.wrappedValue), action: toPresentationAction)
  }

  /// The same, with the `state:` label: `$store.scope(state: \.$destination, action: …)`.
  public func scope<State, Action, DestinationState, DestinationAction>(
    state toDestination: KeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: @escaping (PresentationAction<DestinationAction>) -> Action
  ) -> Binding<Store<DestinationState, DestinationAction>?> where Value == Store<State, Action> {
    scope(state: toDestination.appending(path: \.wrappedValue), action: toPresentationAction)
  }
}

extension Binding {
  /// One case of a presented destination enum, as a binding to its store: nil unless the
  /// destination is presented in that case; writing nil (the sheet closed) dismisses it.
  ///
  /// `$store.scope(\.$destination, action: Feature.Action.destination).sheet` reads `sheet`,
  /// a case accessor written beside the destination, as TCA's `@Reducer enum` writes it:
  ///
  /// ```swift
  /// extension Store where State == Feature.Destination.State, Action == Feature.Destination.Action {
  ///   var sheet: StoreOf<Counter>? { scope(state: State.sheet, action: Action.sheet) }
  /// }
  /// ```
  public subscript<State, Action, CaseState, CaseAction>(
    dynamicMember toCase: KeyPath<Store<State, Action>, Store<CaseState, CaseAction>?>
  ) -> Binding<Store<CaseState, CaseAction>?> where Value == Store<State, Action>? {
    Binding<Store<CaseState, CaseAction>?>(
      get: { wrappedValue?[keyPath: toCase] },
      set: { newValue in
        if newValue == nil, wrappedValue?[keyPath: toCase] != nil { wrappedValue = nil }
      },
      source: source.map { [$0, toCase] as [AnyHashable] })
  }
}
