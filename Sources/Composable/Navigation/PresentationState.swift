/// The state of a child feature that is shown and dismissed: a sheet, an alert, a dialog.
/// Nil while nothing is presented. Written as a property wrapper,
/// `@Presents var alert: AlertState<Action.Alert>?`, whose projection `\.$alert` is what
/// `ifLet` takes.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented child's state, or nil.
  public var wrappedValue: State?

  /// Presents `wrappedValue` (nil presents nothing).
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, for `ifLet(\.$child, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

/// The kit's spelling of TCA's `@Presents` macro: `@Presents var cartState: CartListDomain.State?`.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented state itself, so dumps show the child or `nil`.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}
