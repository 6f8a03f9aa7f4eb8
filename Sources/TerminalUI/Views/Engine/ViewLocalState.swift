import Foundation

/// What the runtime keeps for the views on screen that is not in any store, as SwiftUI keeps it
/// for them: each `@State`'s value (and a control's own, such as whether a `Menu` is open), by
/// the identity of the view that holds it. A value lives while its view is resolved frame after
/// frame; the first frame without the view forgets it, so the view starts again when it comes
/// back (or when `.id(_:)` gives it a new identity).
@MainActor
final class ViewLocalState {
  /// The storage of the runtime resolving a frame now: where `resolve` installs a view's
  /// `@State` and `@Environment` properties.
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

  /// Resolves a frame with `resolveView` with this storage current, then forgets the values of
  /// the views that were not in it.
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

  /// The view types whose first view held no `@State` or `@Environment` property: their views
  /// are not reflected again, frame after frame. A type's stored properties tell, as SwiftUI
  /// finds a view's dynamic properties by its type.
  private static var typesWithoutLocalProperties: Set<ObjectIdentifier> = []

  /// Connects the `@State` and `@Environment` properties of `view`, resolved in `context`, to
  /// the values kept for it.
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

  /// Runs `action` once the frame being resolved is drawn (a view's action must not run while
  /// views are being resolved).
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

/// A property of a view that the runtime connects to what it keeps for that view before the
/// view's `body` is read: `@State`, `@Environment`.
@MainActor
protocol ViewLocalProperty {
  /// Connects the property to its value in `storage`, under `key`, for a view resolved in
  /// `context`.
  func install(in storage: ViewLocalState, key: ViewLocalState.Key, context: ResolveContext)
}
