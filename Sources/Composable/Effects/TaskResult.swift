/// The result of asynchronous work that may fail, as an action's payload:
/// `fetchProductsResponse(TaskResult<[Product]>)`.
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work succeeded with a value.
  case success(Success)
  /// The work failed with an error.
  case failure(any Error)

  /// Runs `body`, capturing its value or its error.
  nonisolated(nonsending) public init(catching body: nonisolated(nonsending) () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The success value, or the error thrown.
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Equal successes are equal; failures are equal when their errors are equal Equatable values
  /// of one type, or, for other errors, of one type with the same description.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      return errorsAreEqual(lhs, rhs)
    default:
      return false
    }
  }
}

/// Whether two errors are the same: equal if they are Equatable values of one type, otherwise
/// of one type with the same description.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  if let lhs = (lhs as Any) as? any Equatable {
    return lhs.isEqual(to: rhs)
  }
  return String(describing: lhs) == String(describing: rhs)
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
