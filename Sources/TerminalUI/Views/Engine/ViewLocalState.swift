import Foundation

/// What the runtime keeps for the views on screen outside any store (each `@State`, whether a
/// `Menu` is open), by the view's identity: forgotten at the first frame without the view.
@MainActor
final class ViewLocalState {
  /// The storage of the runtime resolving a frame now.
  private(set) static var current: ViewLocalState?

  /// The values, by the view and property that hold them.
  private var values: [Key: AnyObject] = [:]
  /// The values read or installed in the frame being resolved.
  private var seen: Set<Key> = []
  /// What the views asked to run once the frame is drawn (`.onChange(of:)`'s actions).
  private var pendingActions: [@MainActor () -> Void] = []
  /// The environment the views read with `@Environment`.
  let environment: EnvironmentValues

  /// A view's value: the view's identity and type, and the property's name.
  struct Key: Hashable {
    var identity: ViewIdentity
    var owner: ObjectIdentifier
    var name: String
  }

  /// Storage whose views open URLs with `openURL`.
  init(openURL: @escaping @MainActor (URL) -> Void) {
    environment = EnvironmentValues(openURL: OpenURLAction(handler: openURL))
  }

  /// Resolves a frame with this storage current, then forgets the values of views not in it.
  func resolving<Result>(_ resolveView: () -> Result) -> Result {
    let outer = Self.current
    Self.current = self
    seen = []
    defer {
      Self.current = outer
      values = values.filter { seen.contains($0.key) }
    }
    return resolveView()
  }

  /// The box of the value `key` names, made with `initial` the first time.
  func box<Value>(_ key: Key, initial: @autoclosure () -> Value) -> ValueBox<Value> {
    seen.insert(key)
    if let box = values[key] as? ValueBox<Value> { return box }
    let box = ValueBox(initial())
    values[key] = box
    return box
  }

  /// The view types with no `@State` or `@Environment` property: not reflected again.
  private static var typesWithoutLocalProperties: Set<ObjectIdentifier> = []

  /// Connects the `@State` and `@Environment` properties of `view` to the values kept for it.
  func install<V: View>(_ view: V, in context: ResolveContext) {
    let identity = context.identity
    let owner = ObjectIdentifier(V.self)
    guard !Self.typesWithoutLocalProperties.contains(owner) else { return }
    var hasLocalProperty = false
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any ViewLocalProperty else { continue }
      hasLocalProperty = true
      property.install(
        in: self, key: Key(identity: identity, owner: owner, name: child.label ?? ""), context: context)
    }
    if !hasLocalProperty { Self.typesWithoutLocalProperties.insert(owner) }
  }

  /// Runs `action` once the frame being resolved is drawn, not while views are resolved.
  func afterFrame(_ action: @escaping @MainActor () -> Void) {
    pendingActions.append(action)
  }

  /// Runs what the views asked to run after the frame; true when there was anything.
  func runPendingActions() -> Bool {
    let actions = pendingActions
    pendingActions = []
    actions.forEach { $0() }
    return !actions.isEmpty
  }
}

/// A value kept by the runtime, shared by every copy of the view that reads it.
@MainActor
final class ValueBox<Value> {
  /// The value now.
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A property the runtime connects to what it keeps for its view before `body` is read.
@MainActor
protocol ViewLocalProperty {
  /// Connects the property to its value in `storage` under `key`.
  func install(in storage: ViewLocalState, key: ViewLocalState.Key, context: ResolveContext)
}
