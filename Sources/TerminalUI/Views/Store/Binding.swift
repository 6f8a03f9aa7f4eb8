import Composable

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
  /// Sends an action to the store the binding reads from (false when it is not of the store's
  /// type, or the binding has no store): what `sending(_:)` writes with.
  let sendToStore: (@MainActor (Any) -> Bool)?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: set, source: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    source: AnyHashable?, sendToStore: (@MainActor (Any) -> Bool)? = nil
  ) {
    self.read = get
    self.write = set
    self.source = source
    self.sendToStore = sendToStore
  }

  /// The same binding, but a write sends `action(newValue)` to the store instead of a binding
  /// action: `$store.selectedTab.sending(RootDomain.Action.tabSelected)`, also on a field of a
  /// `BindableAction` feature.
  public func sending<Action>(
    _ action: @escaping (Value) -> Action, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Binding<Value> {
    let sendToStore = self.sendToStore
    return Binding(
      get: read,
      set: { value in
        if sendToStore?(action(value)) != true {
          reportIssue(
            "sending(_:) on a binding that is not made from a store of \(Action.self): the write was dropped.",
            fileID: fileID, line: line)
        }
      },
      source: source, sendToStore: sendToStore)
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
      source: source.map { [$0, keyPath] as [AnyHashable] }, sendToStore: sendToStore)
  }
}
