/// Builds a reducer from the reducers listed in a `body`, run top to bottom, with `if`, `else`,
/// optional reducers and loops of the same reducer type.
///
/// Its functions take their reducers `consuming`, as `ifLet`, `forEach` and `onChange` take the
/// reducer they extend: a body that reads a dependency while it is built is built again for
/// every action (others once per store: `BodyKeepingReducer`), and each reducer is then moved
/// into the one wrapping it instead of copied, which would retain and release every key path
/// and closure it holds (README, Performance). Without the keyword a body builds the same
/// reducer, only slower.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// A reducer listed on its own line.
  public static func buildExpression<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// An empty body.
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// A body of one reducer.
  public static func buildBlock<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// The first reducer of a body.
  public static func buildPartialBlock<R: Reducer>(first: consuming R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// The reducers so far, then the next one.
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: consuming R0, next: consuming R1
  ) -> SequencedReducer<R0, R1> where R0.State == State, R0.Action == Action {
    SequencedReducer(accumulated, next)
  }

  /// The reducer of an `if` that holds.
  public static func buildEither<R0: Reducer, R1: Reducer>(first reducer: R0) -> ConditionalReducer<R0, R1>
  where R0.State == State, R0.Action == Action {
    .first(reducer)
  }

  /// The reducer of an `else`.
  public static func buildEither<R0: Reducer, R1: Reducer>(second reducer: R1) -> ConditionalReducer<R0, R1>
  where R1.State == State, R1.Action == Action {
    .second(reducer)
  }

  /// The reducer of an `if` without `else`: nothing when the condition fails.
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> R?
  where R.State == State, R.Action == Action {
    reducer
  }

  /// The reducer of an `if #available`.
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// The reducers of a `for` loop, run in order.
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ReducerList<R>
  where R.State == State, R.Action == Action {
    ReducerList(reducers: reducers)
  }

  /// The finished body.
  public static func buildFinalResult<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }
}

/// Two reducers run one after the other; their effects run together.
public struct SequencedReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  let first: R0
  let second: R1

  init(_ first: consuming R0, _ second: consuming R1) {
    self.first = first
    self.second = second
  }

  /// Runs the first reducer, then the second. (Always inlined, as `Scope`'s is: a call that
  /// passes a large action copies it, Documentation/Performance.md.)
  @inline(__always)
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return firstEffect.merge(with: secondEffect)
  }
}

/// One of two reducers, chosen by an `if`/`else` in a body.
public enum ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// The `if` branch.
  case first(First)
  /// The `else` branch.
  case second(Second)

  /// Runs the chosen branch.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// A reducer that may be absent: nothing happens without it.
extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the reducer if there is one.
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    self?.reduce(into: &state, action: action) ?? .none
  }
}

/// Reducers of one type from a `for` loop in a body, run in order.
public struct ReducerList<Element: Reducer>: Reducer {
  let reducers: [Element]

  /// Runs each reducer in order.
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}
