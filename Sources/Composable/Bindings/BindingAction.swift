import Synchronization

/// An action that sets one field of the state to a value, as a form field does when the user
/// edits it: `.binding(.set(\.username, "blob"))`. Match it in a reducer with
/// `case .binding(\.username):`.
public struct BindingAction<Root>: @unchecked Sendable {
  /// The field the action sets.
  public let keyPath: PartialKeyPath<Root>
  /// The value the field is set to.
  public let value: any Sendable
  private let setValue: (inout Root) -> Void
  private let valueIsEqual: (any Sendable) -> Bool
  package let handled: BindingHandled
  /// Where the action was made: a binding no `BindingReducer` applies is reported there, at the
  /// test's `send` or the view's binding, rather than inside the store.
  let location: SourceLocation

  /// An action that sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>, _ value: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    Self(
      keyPath: keyPath, value: value,
      setValue: { $0[keyPath: keyPath] = value },
      valueIsEqual: { ($0 as? Value) == value },
      handled: BindingHandled(),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Sets the field on `root`.
  public func set(_ root: inout Root) {
    handled.markHandled()
    setValue(&root)
  }

  /// Whether the action sets the field at `keyPath`: the pattern `case .binding(\.username):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  /// Two binding actions are equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// `.set(\EditProfileDomain.State.username, "blob")`.
  public var customDumpDescription: String {
    ".set(\(customDump(keyPath)), \(customDump(value)))"
  }
}

/// Remembers whether a binding action was applied, so a store can report one that no
/// `BindingReducer` handled.
package final class BindingHandled: Sendable {
  private let wasHandled = Mutex(false)

  package init() {}

  /// Records that the binding was applied.
  package func markHandled() { wasHandled.withLock { $0 = true } }

  /// Whether the binding was applied.
  package var isHandled: Bool { wasHandled.withLock { $0 } }
}
