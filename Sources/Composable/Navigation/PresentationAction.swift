/// The actions of a presented child: its own actions, or the request to dismiss it.
public enum PresentationAction<Action> {
  /// Dismisses the child: its parent runs first, then the child state is cleared and every
  /// effect the child started is cancelled.
  case dismiss
  /// An action of the presented child. Indirect, as in TCA, so a feature that presents itself
  /// has actions of a finite size.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
