extension Effect {
  /// Ends the work of the children that went away: the one way `ifLet`, `ifCaseLet`, `forEach`
  /// over a list or a stack, and a presentation's `ifLet` cancel. The three that remember the
  /// children they saw (both `forEach`s, a presentation's `ifLet`) cancel whoever removed the
  /// child; `ifLet` and `ifCaseLet` keep no memory, so only a removal while the action passes
  /// through them (by the parent or the child itself).
  ///
  /// - `seen`: the children the reducer saw at the end of its last action. Those already gone
  ///   when this action reached it were removed by a reducer above it (this action) or below it
  ///   (the last one). A reducer that keeps no memory passes `before`.
  /// - `before`, `after`: the children there when this action reached the reducer, and after the
  ///   child and the parent ran. Those gone were removed by the parent, or by the child itself.
  ///
  /// `path` gives the navigation path of a child's work, which its effects were made cancellable
  /// with (see `reduceChild`).
  static func cancelChildren<ID: Hashable>(
    seen: [ID], before: [ID], after: [ID], at path: (ID) -> NavigationIDPath
  ) -> Self {
    // The usual case, nothing removed, costs two comparisons of arrays that share storage.
    if seen == before, before == after { return .none }
    let stillThere = Set(after)
    var gone = before.filter { !stillThere.contains($0) }
    if seen != before {
      let there = Set(before)
      // Gone before this action, even if put back since: what is there now is a new child.
      gone += seen.filter { !there.contains($0) }
    }
    return .merge(gone.map { .cancel(navigationIDPath: path($0)) })
  }

  /// `cancelChildren` for a reducer with at most one child: the child it saw at its last action,
  /// the one there when this action reached it, and the one there after.
  static func cancelChild(seen: ChildID?, before: ChildID?, after: ChildID?) -> Self {
    if seen == before, before == after { return .none }
    return cancelChildren(
      seen: seen.map { [$0] } ?? [], before: before.map { [$0] } ?? [],
      after: after.map { [$0] } ?? [], at: \.path)
  }
}
