import Synchronization

/// Reports a binding action that no `BindingReducer` applied: the field it meant to set did not
/// change, which is otherwise a silent bug in a form.
@usableFromInline
func reportIfUnhandledBinding<Action>(_ action: Action) {
  guard let binding = unhandledBinding(action) else { return }
  binding.location.report(
    """
    A binding action was not handled: \(customDump(action))

    Add "BindingReducer()" to the body of the feature whose Action conforms to \
    "BindableAction", before the logic that reads the bound fields.
    """)
}

/// Whether each action type has bindings, worked out once per type, so that sending an action
/// of a type without bindings costs no dynamic cast.
private let bindableActionTypes = Mutex<[ObjectIdentifier: Bool]>([:])

/// `action`'s binding, if it is a binding action that no `BindingReducer` applied.
private func unhandledBinding<Action>(_ action: Action) -> UnhandledBinding? {
  let key = ObjectIdentifier(Action.self)
  let isBindable =
    bindableActionTypes.withLock { $0[key] }
    ?? {
      let isBindable = Action.self is any BindableAction.Type
      bindableActionTypes.withLock { $0[key] = isBindable }
      return isBindable
    }()
  guard isBindable, let binding = (action as? any BindableAction)?.unhandledBinding,
    !binding.handled.isHandled
  else { return nil }
  return binding
}

/// What the check needs of a binding action, whatever its state type: whether it was applied
/// and where it was made.
private typealias UnhandledBinding = (handled: BindingHandled, location: SourceLocation)

extension BindableAction {
  /// This action's binding's applied-flag and location, if it is a binding.
  fileprivate var unhandledBinding: UnhandledBinding? {
    binding.map { ($0.handled, $0.location) }
  }
}
