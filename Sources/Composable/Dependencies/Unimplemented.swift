/// The error an unimplemented endpoint throws after reporting that it was called.
public struct UnimplementedFailure: Error, Equatable, CustomStringConvertible {
  /// The endpoint's name.
  public let description: String
}

/// An endpoint that reports "Unimplemented: name" when called and throws, for a client's test
/// value: a test that reaches it without overriding it fails and says which endpoint.
public func unimplemented<Result>(
  _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable () async throws -> Result {
  return {
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: name)
  }
}

/// An endpoint with one argument that reports "Unimplemented: name" when called and throws.
public func unimplemented<Argument, Result>(
  _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (Argument) async throws -> Result {
  return { _ in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: name)
  }
}

/// An endpoint with two arguments that reports "Unimplemented: name" when called and throws.
public func unimplemented<First, Second, Result>(
  _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (First, Second) async throws -> Result {
  return { _, _ in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: name)
  }
}

/// A non-throwing endpoint, with any arguments, that reports "Unimplemented: name" when called
/// and returns `placeholder`: `search: unimplemented("search", placeholder: [])` for a
/// `@Sendable (String) async -> [Product]`.
public func unimplemented<each Argument, Result>(
  _ name: String, placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// Reports a call to an unimplemented endpoint.
func reportUnimplemented(
  _ name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    Unimplemented: \(name)

    A test called an endpoint it did not override. Override it for this test, for example \
    "withDependencies: { $0.… = { … } }", or expect it not to be called.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// An endpoint whose placeholder is itself an endpoint: when called, it reports "Unimplemented:
/// name" and returns what `placeholder` returns for the same arguments,
/// `fetch: unimplemented("FactClient.fetch", placeholder: { number in "\(number) is a number." })`.
public func unimplemented<each Argument, Result>(
  _ name: String, placeholder: @escaping @Sendable (repeat each Argument) -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder(repeat each argument)
  }
}

/// An asynchronous endpoint whose placeholder is itself an endpoint (see above).
public func unimplemented<each Argument, Result>(
  _ name: String, placeholder: @escaping @Sendable (repeat each Argument) async -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return await placeholder(repeat each argument)
  }
}

/// A throwing endpoint whose placeholder is itself an endpoint (see above): it reports, then
/// returns or throws what `placeholder` does.
public func unimplemented<each Argument, Result>(
  _ name: String, placeholder: @escaping @Sendable (repeat each Argument) async throws -> Result,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (argument: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return try await placeholder(repeat each argument)
  }
}
