/// Reads a dependency from the current dependency values: `@Dependency(\.uuid) var uuid`, or one
/// endpoint of a client, `@Dependency(\.apiClient.fetchProducts) var fetchProducts`.
///
/// The value is read each time it is used, so a test's overrides and a feature's scoped values
/// apply to reducers and to the effects they return.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  private let read: (DependencyValues) -> Value

  /// A dependency read through a key path of `DependencyValues`.
  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// A dependency read by its key type: `@Dependency(APIClient.self)`.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    read = { $0[key] }
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    // Counted, so a body that reads a dependency while it is built is built again for every
    // action (Performance/BodyKeepingReducer.swift).
    dependencyReads.add(1, ordering: .relaxed)
    return read(DependencyValues._current)
  }
}
