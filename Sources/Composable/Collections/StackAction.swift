/// The actions of a navigation stack: an action of one element, a request to pop elements, or a
/// request to push one. `forEach(\.path, action: Action.path) { Path() }` handles them.
public enum StackAction<State, Action> {
  /// An action of the element with `id`: the element runs first, then the parent.
  case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and every element above it: the parent runs first, then they are
  /// removed and their effects cancelled.
  case popFrom(id: StackElementID)
  /// Pushes `state` under `id`, which must be new: the element is appended, then the parent runs.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack actions of a feature, written `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
