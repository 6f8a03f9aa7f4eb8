/// A value a view owns, as SwiftUI's `@State`: `@State private var count = 0`. The runtime
/// keeps it by the view's identity while the view is on screen, so it survives every redraw
/// (the view struct is made again each time) and starts again from its initial value when the
/// view goes and comes back, or when `.id(_:)` gives the view a new identity. `$count` is a
/// `Binding` for a `Stepper`, a `TextField`, a `Toggle`.
///
/// Chapter views keep their state in the store; `@State` is for the SwiftUI code a learner
/// brings, and for what only the view cares about (is this group expanded?).
@MainActor
@propertyWrapper
public struct State<Value>: ViewLocalProperty {
  private let initialValue: Value
  /// Where the runtime put this property's value; nil until the view is resolved.
  private let slot = Slot()

  /// The box a resolved view's `@State` reads and writes, shared by the copies of the view.
  private final class Slot {
    var box: ValueBox<Value>?
  }

  /// A state starting at `wrappedValue`: `@State private var name = ""`.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// A state starting at `initialValue` (SwiftUI's older spelling).
  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The value now; setting it redraws the view with the new value. Outside a resolved view it
  /// is the initial value and writes are dropped, as in SwiftUI.
  public var wrappedValue: Value {
    get { slot.box?.value ?? initialValue }
    nonmutating set { slot.box?.value = newValue }
  }

  /// A binding to the value: `Stepper("Servings", value: $servings, in: 1...8)`.
  public var projectedValue: Binding<Value> {
    let slot = self.slot
    let initialValue = self.initialValue
    return Binding(
      get: { slot.box?.value ?? initialValue }, set: { slot.box?.value = $0 },
      source: slot.box.map(ObjectIdentifier.init))
  }

  func install(in storage: ViewLocalState, key: ViewLocalState.Key, context: ResolveContext) {
    slot.box = storage.box(key, initial: initialValue)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at nil: `@State private var selection: Item.ID?`.
  public init() {
    self.init(wrappedValue: nil)
  }
}
