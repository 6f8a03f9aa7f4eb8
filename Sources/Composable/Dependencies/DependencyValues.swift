/// The set of dependencies in effect: a value per key, falling back to the key's default for the
/// current context. Extend it with a computed property per dependency to use `@Dependency(\.name)`.
public struct DependencyValues: Sendable {
  /// The dependencies of the current task.
  @TaskLocal public static var _current = initial
  /// The dependencies current where none were made current: every key at its default value.
  static let initial = DependencyValues()

  private var storage = DependencyStorage()

  /// The context deciding each dependency's default value.
  public var context: DependencyContext

  /// Where in the tree of features the current reducer runs; qualifies cancellation ids.
  package var navigationIDPath = NavigationIDPath()

  /// Dependencies with every key at its default value for the process's context.
  public init() {
    context = .default
  }

  /// The value for `key`: the one set here, or the key's default for the context.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage.values[ObjectIdentifier(key)] as? Key.Value { return value }
      return defaultValue(of: key)
    }
    set {
      var values = storage.values
      values[ObjectIdentifier(key)] = newValue
      storage = DependencyStorage(values)
    }
  }

  /// What makes two values known to hold exactly the same dependencies, because one is a copy of
  /// the other that nothing changed since: equal identities compare no dependency, so a store
  /// can skip making its dependencies current when they already are. Plain words (the objects'
  /// identities, which no other object can share while these values hold them), so a store
  /// keeps its own and compares it on every send without copying its dependencies.
  @usableFromInline
  package struct Identity: Equatable, Sendable {
    let storage: ObjectIdentifier
    let context: DependencyContext
    let navigationIDPath: ObjectIdentifier?
  }

  /// The identity of these values.
  @usableFromInline
  package var identity: Identity {
    Identity(
      storage: ObjectIdentifier(storage), context: context,
      navigationIDPath: navigationIDPath.lastLinkIdentity)
  }

  /// The identity of the values at `values`, read where they lie
  /// (Performance/CurrentDependenciesInPlace.swift).
  static func identity(at values: UnsafePointer<DependencyValues>) -> Identity {
    Identity(
      storage: ObjectIdentifier(values.pointee.storage), context: values.pointee.context,
      navigationIDPath: values.pointee.navigationIDPath.lastLinkIdentity)
  }

  private func defaultValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value {
    switch context {
    case .test:
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .live:
      if let liveKey = key as? any DependencyKey.Type, let value = liveValue(of: liveKey) as? Key.Value {
        return value
      }
      reportIssue(
        """
        @Dependency(\(Key.self)) has no live implementation, but was accessed from a live context.

        Give its key a "liveValue" by conforming it to "DependencyKey", or override it where the \
        store is made.
        """)
      return Key.testValue
    }
  }

  private func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    Key.liveValue
  }
}

/// The dependencies set on a `DependencyValues`, never changed once made: setting a dependency
/// makes a new box, so values that share a box are known to hold the same dependencies.
private final class DependencyStorage: Sendable {
  let values: [ObjectIdentifier: any Sendable]

  init(_ values: [ObjectIdentifier: any Sendable] = [:]) {
    self.values = values
  }
}
