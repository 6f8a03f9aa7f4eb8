/// An action type with a case for binding actions, `case binding(BindingAction<State>)`, so a
/// form's fields can set the state directly through a `BindingReducer`.
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State
  /// The case that carries a binding action.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action, if this is the binding case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action, if this is the binding case, found from the `binding` case itself.
  public var binding: BindingAction<State>? {
    CaseExtractor(Self.binding).extract(from: self)
  }
}
