import Foundation
import Synchronization

/// What a dump learns about a type once and reuses for every value of it, in every dump: its
/// readable name, whether it describes itself or is an error Foundation bridges, and whether its
/// values are never written as one piece of text. A log dumps every state an app goes through,
/// and a state repeats the same few types many times: working these out again for each value
/// was most of a dump's cost.
struct DumpTypeFacts {
  /// The name a dump writes for the type (`readableTypeName`).
  let name: String
  /// Whether the type is an error from Foundation (an `NSError`, or a wrapper of one like
  /// `URLError`), whose fields are bridging internals.
  let isFoundationError: Bool
  /// Whether the type is `CustomStringConvertible`: a value of it without fields is written as
  /// its description.
  let describesItself: Bool
  /// Whether a value of the type was found not to be written as one piece of text: then the
  /// dump skips the casts that look for such a value.
  private(set) var isNeverScalar = false

  /// The facts found so far, by type.
  private static let known = Mutex<[ObjectIdentifier: DumpTypeFacts]>([:])

  /// The facts about `type`, found on first use.
  static func of(_ type: Any.Type) -> DumpTypeFacts {
    let key = ObjectIdentifier(type)
    if let found = known.withLock({ $0[key] }) { return found }
    let found = DumpTypeFacts(
      name: readableTypeName(type),
      isFoundationError: type is any Error.Type
        && (type is NSError.Type || type is any CustomNSError.Type),
      describesItself: type is any CustomStringConvertible.Type)
    known.withLock { $0[key] = $0[key] ?? found }
    return found
  }

  /// Notes that a value of `type` was not written as one piece of text. Only for a type whose
  /// every value a cast treats the same way: not an optional or an `AnyHashable`, which a cast
  /// looks inside.
  static func noteNeverScalar(_ type: Any.Type) {
    let facts = of(type)
    known.withLock { known in
      known[ObjectIdentifier(type), default: facts].isNeverScalar = true
    }
  }
}
