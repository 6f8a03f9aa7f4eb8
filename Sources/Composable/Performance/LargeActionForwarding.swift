/// The closure through which a store's runtime runs its feature: `keeper.reduce(into:action:)`,
/// the plain path, or, for an action larger than 128 bytes, the same call made from code that is
/// never specialized.
///
/// The runtime holds the closure as `(inout State, Action) -> Effect<Action>`, whose action is
/// passed by address. A closure compiled for the feature's own types (specialized, as a store
/// made in an app's module is) takes the action as a value: it copies it out of that address
/// into memory of its own before handing that to the feature (`_reduce`, a protocol requirement,
/// takes it by address again). Past 128 bytes the copy is a call to `memcpy` (a `RootDomain`
/// action was 129 bytes until `StackAction` boxed its large payloads: about 40 instructions a
/// send). The unspecialized closure hands over the address it was given, and asks the feature's
/// witness table for `_reduce` as the specialized one does. For a small action the copy is a few moves, cheaper than the unspecialized code, so
/// it keeps the plain path. `FastPathTests` proves both reduce alike.
enum LargeActionForwarding {
  /// How many bytes of an action a specialized call copies in moves rather than with `memcpy`.
  static var largestCopiedInMoves: Int { 128 }

  /// The closure that runs `keeper` for the runtime: the plain one for a small action, the one
  /// that forwards the action's address for a large one.
  static func reducer<R: Reducer>(
    running keeper: BodyKeepingReducer<R>
  ) -> (inout R.State, R.Action) -> Effect<R.Action> {
    guard MemoryLayout<R.Action>.size > largestCopiedInMoves else { return keeper.reduce(into:action:) }
    return forwardingReducer(running: keeper)
  }

  /// `keeper.reduce(into:action:)` as a closure that is never specialized: it passes the action
  /// on at the address it receives it.
  @_semantics("optimize.sil.specialize.generic.never")
  @inline(never)
  static func forwardingReducer<R: Reducer>(
    running keeper: BodyKeepingReducer<R>
  ) -> (inout R.State, R.Action) -> Effect<R.Action> {
    { state, action in keeper.reduce(into: &state, action: action) }
  }
}
