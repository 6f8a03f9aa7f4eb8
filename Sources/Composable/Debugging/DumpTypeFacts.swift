import Foundation
import Synchronization

/// What a dump learns about a type once and reuses for every value of it, in every dump: its
/// readable name, whether it is an error Foundation bridges, and whether its values are never
/// written as one piece of text. A log dumps every state an app goes through, and a state
/// repeats the same few types many times: working these out again for each value was most of a
/// dump's cost.
enum DumpTypeFacts {
  /// The facts found so far, by type.
  private static let known = Mutex<[ObjectIdentifier: Facts]>([:])
  /// The types whose values `DumpNodeBuilder` found are not written as one piece of text.
  private static let neverScalar = Mutex<Set<ObjectIdentifier>>([])

  /// What is known about one type from the type alone.
  private struct Facts {
    /// The name a dump writes for the type (`readableTypeName`).
    let name: String
    /// Whether the type is an error from Foundation (an `NSError`, or a wrapper of one like
    /// `URLError`), whose fields are bridging internals.
    let isFoundationError: Bool
  }

  /// The readable name of `type`, worked out once.
  static func name(of type: Any.Type) -> String {
    facts(of: type).name
  }

  /// Whether values of `type` are errors from Foundation, worked out once.
  static func isFoundationError(_ type: Any.Type) -> Bool {
    facts(of: type).isFoundationError
  }

  /// Whether values of `type` were found not to be written as one piece of text: then the
  /// dump skips the casts that look for such a value.
  static func isNeverScalar(_ type: Any.Type) -> Bool {
    neverScalar.withLock { $0.contains(ObjectIdentifier(type)) }
  }

  /// Notes that a value of `type` was not written as one piece of text. Only for a type whose
  /// every value would be cast the same way: not an optional or an `AnyHashable`, which a cast
  /// looks inside.
  static func noteNeverScalar(_ type: Any.Type) {
    _ = neverScalar.withLock { $0.insert(ObjectIdentifier(type)) }
  }

  /// The facts about `type`, found on first use.
  private static func facts(of type: Any.Type) -> Facts {
    let key = ObjectIdentifier(type)
    if let found = known.withLock({ $0[key] }) { return found }
    let found = Facts(
      name: readableTypeName(type),
      isFoundationError: type is any Error.Type
        && (type is NSError.Type || type is any CustomNSError.Type))
    known.withLock { $0[key] = found }
    return found
  }
}
