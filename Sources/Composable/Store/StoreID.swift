/// The identity of a store: the runtime it sends to and the key paths it was scoped through.
/// Two scopes made the same way are the same store to a view (`ForEach`, `.sheet(item:)`),
/// though each call of `scope` makes a new object.
public struct StoreID: Hashable, @unchecked Sendable {
  // Unchecked: the steps are an object identifier and key paths, which never change once made.
  private let steps: [AnyHashable]

  /// The identity of a root store over `runtime`.
  init(root runtime: AnyObject) {
    steps = [ObjectIdentifier(runtime)]
  }

  private init(steps: [AnyHashable]) {
    self.steps = steps
  }

  /// The identity of a scope of this store through `step`: a key path, or an enum case's name.
  func scoped(_ step: some Hashable) -> StoreID {
    StoreID(steps: steps + [AnyHashable(step)])
  }
}
