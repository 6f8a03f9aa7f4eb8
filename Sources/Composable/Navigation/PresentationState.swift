/// The state of a child feature that is shown and dismissed: a sheet, an alert, a dialog.
/// Nil while nothing is presented. Written as a property wrapper,
/// `@Presents var alert: AlertState<Action.Alert>?`, whose projection `\.$alert` is what
/// `ifLet` takes.
///
/// The child's state is kept in a box, as TCA's is: the parent's state holds one reference
/// however large the child is, so a feature can present itself (`@Presents var child: State?`
/// inside its own `State`) and deep trees of presented features stay off the stack. Copies share
/// the box until one of them changes it.
@propertyWrapper
public struct PresentationState<State> {
  private var box: Box

  /// Presents `wrappedValue` (nil presents nothing).
  public init(wrappedValue: State?) {
    self.box = Box(wrappedValue, presentedChild: nil)
  }

  /// The presented child's state, or nil.
  public var wrappedValue: State? {
    get { box.value }
    set {
      makeBoxUnique()
      box.value = newValue
    }
    _modify {
      makeBoxUnique()
      yield &box.value
    }
  }

  /// Whether nothing is presented and its `ifLet` saw nothing presented at its last action,
  /// answered without copying either out (a copy of each and its destruction cost a
  /// presentation's `ifLet` about 400 instructions on every action).
  var isUnused: Bool { box.isUnused }

  /// The box holding the state: how the speed layer finds where a `@Presents` property is stored
  /// (Performance/PresentedStorageAccess.swift).
  var boxIdentity: ObjectIdentifier { ObjectIdentifier(box) }

  /// The child the `ifLet` over this state saw at the end of its last action, so it can cancel
  /// that child's work when a reducer above or below it dismissed it since. Not part of the
  /// value: equality, hashing and dumps ignore it.
  var presentedChild: ChildID? {
    get { box.presentedChild }
    set {
      makeBoxUnique()
      box.presentedChild = newValue
    }
  }

  /// Copies the box before a change when another value shares it.
  private mutating func makeBoxUnique() {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.value, presentedChild: box.presentedChild) }
  }

  /// The wrapper itself, for `ifLet(\.$child, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The payload of the presented state's case that `embed` builds, or nil, for a destination
  /// enum: `$0.$destination[case: Destination.State.edit]?.title = "Milk"`. Changing it changes
  /// the presented state; setting nil dismisses it; setting a value while nothing is presented
  /// presents that case.
  ///
  /// Changing the state through another case than the one presented, or setting nil through it,
  /// is reported and leaves the state as it is, as TCA's `PresentationState` does.
  public subscript<Case>(
    case embed: @escaping (Case) -> State,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? {
    get { wrappedValue.flatMap(CaseExtractor(embed).extract(from:)) }
    _modify {
      let presented = wrappedValue
      var payload = presented.flatMap(CaseExtractor(embed).extract(from:))
      let isInThatCase = payload != nil
      yield &payload
      if let presented, !isInThatCase {
        reportIssue(
          unrelatedCaseMessage("[case:]", of: presented),
          fileID: fileID, filePath: filePath, line: line, column: column)
      } else if presented != nil || payload != nil {
        wrappedValue = payload.map(embed)
      }
    }
  }

  /// The box holding the presented state and what its `ifLet` saw, shared by copies until one
  /// changes it: the wrapper is one reference, cheap to copy with the state that holds it.
  ///
  /// Its fields skip the runtime's exclusivity checks, which cost a presentation's `ifLet` about
  /// 170 instructions per action (README, Performance): the box is the wrapper's own storage,
  /// reached only through the wrapper, which makes it unique before any change, so an access to
  /// it can overlap only an access to the value holding it, which Swift checks already.
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var value: State?
    @exclusivity(unchecked) var presentedChild: ChildID? {
      didSet { hasPresentedChild = presentedChild != nil }
    }
    /// Whether `presentedChild` is set, a flag for `isUnused`: asking the optional itself copied
    /// it out first, through its type's generic copy.
    @exclusivity(unchecked) private var hasPresentedChild: Bool

    init(_ value: State?, presentedChild: ChildID?) {
      self.value = value
      self.presentedChild = presentedChild
      self.hasPresentedChild = presentedChild != nil
    }

    /// Neither a value nor a child seen, asked without copying either out: `value == nil` copied
    /// the value out to compare it.
    var isUnused: Bool { value.isNone && !hasPresentedChild }
  }
}

/// The kit's spelling of TCA's `@Presents` macro: `@Presents var cartState: CartListDomain.State?`.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {
  /// Equal when they present equal states (at once when they share a box).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

// The box is only changed through `wrappedValue` and `presentedChild`, which copy it first when
// it is shared, so a value of this type is as sendable as its state.
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented state itself, so dumps show the child or `nil`.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

extension Optional {
  /// Whether this is nil, asked of the value where it lies (a getter borrows it), where
  /// `== nil` may copy it out first.
  fileprivate var isNone: Bool {
    if case .none = self { true } else { false }
  }
}
