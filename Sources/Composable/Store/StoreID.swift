/// The identity of a store: the runtime it sends to and the key paths it was scoped through.
/// Two scopes made the same way are the same store to a view (`ForEach`, `.sheet(item:)`): a
/// store keeps the children it scoped through key paths, and a scope to an enum case, made anew
/// at each call, still has the same id.
public struct StoreID: Hashable, @unchecked Sendable {
  // Unchecked: the steps are an object identifier and key paths, which never change once made.
  private let steps: [AnyHashable]
  /// The steps' hash, worked out once: a view hashes the id of every row's store at every frame,
  /// and hashing the key paths again each time cost more than the rest of finding the row.
  private let stepsHash: Int

  /// The identity of a root store over `runtime`.
  init(root runtime: AnyObject) {
    self.init(steps: [ObjectIdentifier(runtime)])
  }

  private init(steps: [AnyHashable]) {
    self.steps = steps
    stepsHash = steps.hashValue
  }

  /// Whether both are the same store: the hashes first, then the steps.
  public static func == (lhs: StoreID, rhs: StoreID) -> Bool {
    lhs.stepsHash == rhs.stepsHash && lhs.steps == rhs.steps
  }

  /// Hashes the steps' hash.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(stepsHash)
  }

  /// The identity of a scope of this store through `step`: a key path, or an enum case's name.
  func scoped(_ step: some Hashable) -> StoreID {
    StoreID(steps: steps + [AnyHashable(step)])
  }
}
