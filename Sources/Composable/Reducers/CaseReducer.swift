/// A reducer over an enum state with one child feature per case (a `Destination`, a stack's
/// `Path`) whose view switches over its cases, TCA's `switch store.case { … }`:
///
/// ```swift
/// struct Destination: CaseReducer {
///   enum State: CaseReducerState {
///     typealias StateReducer = Destination
///     case edit(EditForm.State)
///     case detail(Detail.State)
///   }
///   enum Action { case edit(EditForm.Action), detail(Detail.Action) }
///   var body: some ReducerOf<Self> { … one Scope per case … }
///
///   /// A store for each case: what `store.case` gives a view.
///   enum CaseScope {
///     case edit(StoreOf<EditForm>)
///     case detail(StoreOf<Detail>)
///   }
///
///   static func scope(_ store: StoreOf<Self>) -> CaseScope {
///     switch store.state {
///     case .edit: .edit(store.scope(state: State.edit, action: Action.edit)!)
///     case .detail: .detail(store.scope(state: State.detail, action: Action.detail)!)
///     }
///   }
/// }
/// ```
///
/// A view then reads `switch store.case { case let .edit(store): EditFormView(store: store) … }`:
/// one line per case, no optional to unwrap. (TCA's `@Reducer enum` macro writes the `CaseScope`
/// enum, `scope(_:)` and `StateReducer` for you.)
public protocol CaseReducer: Reducer where State: CaseReducerState {
  /// An enum with a case per child feature, each holding that feature's store.
  associatedtype CaseScope
  /// The store of the case the state is in, wrapped in that case of `CaseScope`.
  @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension Store where State: CaseReducerState, State.StateReducer: CaseReducer,
  State.StateReducer.State == State, State.StateReducer.Action == Action
{
  /// The store of the case the state is in, for a `switch` in a view:
  /// `switch store.case { case let .edit(store): EditFormView(store: store) … }`.
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
