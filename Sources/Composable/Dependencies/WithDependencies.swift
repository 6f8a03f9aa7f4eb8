/// Runs `operation` with the current dependencies changed by `update`.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  dependencyReads.add(1, ordering: .relaxed)  // Performance/BodyKeepingReducer.swift
  var values = CurrentDependencies.copy  // `DependencyValues._current`: Performance/CurrentDependenciesInPlace.swift
  try update(&values)
  return try DependencyValues.$_current.withValue(values, operation: operation)
}

/// Runs the asynchronous `operation` with the current dependencies changed by `update`.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  dependencyReads.add(1, ordering: .relaxed)  // Performance/BodyKeepingReducer.swift
  var values = CurrentDependencies.copy  // `DependencyValues._current`: Performance/CurrentDependenciesInPlace.swift
  try update(&values)
  return try await DependencyValues.$_current.withValue(values, operation: operation, isolation: isolation)
}
