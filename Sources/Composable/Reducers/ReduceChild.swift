extension Reducer {
  /// Runs this reducer as a child feature: the step `ifLet`, `ifCaseLet`, `forEach` over a list
  /// or a stack, and a presentation's `ifLet` all take when an action is for their child.
  ///
  /// The child reduces with its place in the tree of features current (its navigation path: the
  /// parent's, then `child`), so the cancel ids it uses are its own; a presented child or a stack
  /// element also gets a `@Dependency(\.dismiss)` that sends `dismissal()`. Its effect comes back
  /// lifted into the parent's actions by `embed()`, and cancellable with everything else the child
  /// started, which is how `cancelChildren` ends a child's work when it goes away.
  ///
  /// `embed` is called only when the child returns an effect, which most actions do not, so no
  /// closure is built for those.
  func reduceChild<ParentAction>(
    into state: inout State,
    action: Action,
    as child: ChildID,
    embed: () -> (Action) -> ParentAction,
    dismissal: () -> ParentAction? = { nil }
  ) -> Effect<ParentAction> {
    reduceChild(
      into: &state, action: action, at: { $0.appending(child) }, embed: embed, dismissal: dismissal)
  }

  /// `reduceChild(into:action:as:embed:dismissal:)` with the child's navigation path made from
  /// the parent's by `childPath`: a `forEach` gives the path it made for the same element at its
  /// last action (Performance/RememberedChildPath.swift).
  func reduceChild<ParentAction>(
    into state: inout State,
    action: Action,
    at childPath: (NavigationIDPath) -> NavigationIDPath,
    embed: () -> (Action) -> ParentAction,
    dismissal: () -> ParentAction? = { nil }
  ) -> Effect<ParentAction> {
    // The current dependencies and their navigation path, read and made current through the
    // runtime's own entry points (Performance/CurrentDependenciesInPlace.swift):
    // `DependencyValues._current` and `$_current.withValue`.
    let dismissal = dismissal()
    let path: NavigationIDPath
    let effect: Effect<Action>
    if dismissal != nil {
      path = childPath(CurrentDependencies.navigationIDPath)
      var dependencies = CurrentDependencies.copy
      dependencies.navigationIDPath = path
      dependencies.dismiss = DismissEffect(navigationIDPath: path)
      effect = CurrentDependencies.bound(dependencies) { reduce(into: &state, action: action) }
    } else {
      (effect, path) = CurrentDependencies.withChildNavigationIDPath(childPath) {
        reduce(into: &state, action: action)
      }
    }
    if effect.isNone { return .none }
    let lifted = effect.map(embed()).cancellable(navigationIDPath: path)
    // Only an effect can call `dismiss`, so the dismissal it asks for is registered with the
    // effect (and forgotten when the child's work is cancelled).
    guard let dismissal else { return lifted }
    return lifted.merge(with: Effect(operation: .dismissal(path, dismissal)))
  }
}
