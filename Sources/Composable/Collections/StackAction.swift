/// The actions of a navigation stack: an action of one element, a request to pop elements, or a
/// request to push one. `forEach(\.path, action: Action.path) { Path() }` handles them.
///
/// The two cases that hold a child's value are `indirect`: stored out of line, in a box of their
/// own, so a stack action is a word and a tag however large the screens' state and actions are.
/// TCA declares `element` so, which lets a screen push itself (its `Path.Action` would otherwise
/// hold itself); the kit declares `push` so too, since a `push` holding a whole `Path.State`
/// inline made every action of the parent (of which the stack's is one case) as large as a
/// screen's state: `RootDomain.Action` was 129 bytes for `push` alone, and every send copies its
/// action a dozen times, each copy past 128 bytes a call to `memcpy`.
public enum StackAction<State, Action> {
  /// An action of the element with `id`: the element runs first, then the parent.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and every element above it: the parent runs first, then they are
  /// removed and their effects cancelled.
  case popFrom(id: StackElementID)
  /// Pushes `state` under `id`, which must be new: the element is appended, then the parent runs.
  indirect case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack actions of a feature, written `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
