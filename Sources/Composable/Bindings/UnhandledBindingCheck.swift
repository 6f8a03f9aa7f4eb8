import Synchronization

/// Reports a binding action that no `BindingReducer` applied: the field it meant to set did not
/// change, which is otherwise a silent bug in a form.
@usableFromInline
func reportIfUnhandledBinding<Action>(_ action: Action) {
  guard let handled = bindingHandled(action), !handled.isHandled else { return }
  reportIssue(
    """
    A binding action was not handled: \(customDump(action))

    Add "BindingReducer()" to the body of the feature whose Action conforms to \
    "BindableAction", before the logic that reads the bound fields.
    """)
}

/// Whether each action type has bindings, worked out once per type, so that sending an action
/// of a type without bindings costs no dynamic cast.
private let bindableActionTypes = Mutex<[ObjectIdentifier: Bool]>([:])

/// The applied-flag of `action`'s binding, if it is a binding action.
private func bindingHandled<Action>(_ action: Action) -> BindingHandled? {
  let key = ObjectIdentifier(Action.self)
  let isBindable =
    bindableActionTypes.withLock { $0[key] }
    ?? {
      let isBindable = Action.self is any BindableAction.Type
      bindableActionTypes.withLock { $0[key] = isBindable }
      return isBindable
    }()
  guard isBindable else { return nil }
  return (action as? any BindableAction)?.bindingHandledFlag
}

extension BindableAction {
  /// The applied-flag of this action's binding, if it is one.
  fileprivate var bindingHandledFlag: BindingHandled? { binding?.handled }
}
