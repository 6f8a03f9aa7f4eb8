import Composable

/// A store a view can make bindings from, as `@Bindable var store` in SwiftUI with TCA:
/// `$store.email` is a `Binding` that sends `.binding(.set(\.email, value))`,
/// `$store.scope(state: \.cart, action: Feature.Action.cart)` one that a sheet or an alert is
/// driven by, `$store.tab.sending(Feature.Action.tabSelected)` one that sends an action of
/// your own.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The store (or other value) the view holds.
  public var wrappedValue: Value

  /// Holds `wrappedValue`: `@Bindable var store: StoreOf<Feature>`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Holds `wrappedValue`, for making bindings in a view that got it plainly:
  /// `Bindable(store).email`.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Itself: `$store` is where the bindings come from.
  public var projectedValue: Bindable<Value> { self }

  /// `$store.field` for a feature whose actions are `BindableAction`: reading reads the state,
  /// writing sends `.binding(.set(\.field, value))`.
  public subscript<State, Action: BindableAction, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> Binding<Member> where Value == Store<State, Action>, Action.State == State {
    BindingToSend(store: wrappedValue, keyPath: keyPath).sending { .binding(.set(keyPath, $0)) }
  }

  /// `$store.field` on any state, to be turned into a binding with `.sending(…)`.
  public subscript<State, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> BindingToSend<State, Action, Member> where Value == Store<State, Action> {
    BindingToSend(store: wrappedValue, keyPath: keyPath)
  }
}

/// The kit's spelling of `@Perception.Bindable`, which the seed uses before iOS 17.
public enum Perception {
  /// The same property wrapper as `Bindable`.
  public typealias Bindable<Value> = TerminalUI.Bindable<Value>
}

/// A field of a store's state that becomes a binding once you say which action a write sends:
/// `$store.selectedTab.sending(RootDomain.Action.tabSelected)`.
@MainActor
public struct BindingToSend<State, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A binding that reads the field and, on a write, sends `action(newValue)`.
  public func sending(_ action: @escaping (Value) -> Action) -> Binding<Value> {
    let store = self.store
    let keyPath = self.keyPath
    return Binding(
      get: { store.state[keyPath: keyPath] },
      set: { store.send(action($0)) },
      source: StoreBindingSource(store: store.id, path: keyPath), sendToStore: store.sendIfOfType)
  }
}

extension Store {
  /// Sends `action` when it is one of this store's actions; false when it is not.
  func sendIfOfType(_ action: Any) -> Bool {
    guard let action = action as? Action else { return false }
    send(action)
    return true
  }
}
