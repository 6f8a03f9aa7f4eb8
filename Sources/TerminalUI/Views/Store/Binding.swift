/// A value a view reads and writes without owning it, as SwiftUI's `Binding`: `$store.email`
/// reads the store's state and writes by sending an action.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void
  /// What the binding is bound to (a store and a key path), so that two `.focused` modifiers on
  /// the same `$store.focus` are known to share it.
  let source: AnyHashable?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: set, source: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    source: AnyHashable?
  ) {
    self.read = get
    self.write = set
    self.source = source
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding {
    Binding(get: { value }, set: { _ in })
  }

  /// The value now; setting it writes through.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// The binding itself, for `$binding` in a view that holds one.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value: `$profile.email`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
    Binding<Member>(
      get: { read()[keyPath: keyPath] },
      set: { member in
        var value = read()
        value[keyPath: keyPath] = member
        write(value)
      },
      source: source.map { [$0, keyPath] as [AnyHashable] })
  }
}
