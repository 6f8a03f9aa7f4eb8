/// Identifies one child feature below its parent: the key path of its state, its type, the case
/// it is in when its state is an enum, and its id when it (or its case's payload) is
/// `Identifiable`. Appended to the navigation path while the child reduces.
struct ChildID: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  let stateType: ObjectIdentifier
  let caseTag: UInt32?
  let id: ErasedHashable?

  /// The id of the child whose state is `state`, stored at `keyPath`. An enum state's case, and
  /// the id of the case's payload, are part of it, so a destination that changes case, or shows
  /// another item in the same case, is a new child.
  init<ChildState>(keyPath: AnyKeyPath, state: ChildState) {
    self.keyPath = keyPath
    self.stateType = ObjectIdentifier(ChildState.self)
    self.caseTag = EnumLayout<ChildState>.current?.tag(of: state)
    if let identifiable = state as? any Identifiable {
      self.id = identity(identifiable)
    } else if caseTag != nil, let identifiable = enumCase(of: state)?.payload as? any Identifiable {
      self.id = identity(identifiable)
    } else {
      self.id = nil
    }
  }

  /// The id of the element with `id` in a collection stored at `keyPath`.
  init<ChildState>(keyPath: AnyKeyPath, elementType: ChildState.Type, id: some Hashable) {
    self.keyPath = keyPath
    self.stateType = ObjectIdentifier(ChildState.self)
    self.caseTag = nil
    self.id = ErasedHashable(id)
  }

  /// The navigation path of this child below the feature reducing now.
  var path: NavigationIDPath { CurrentDependencies.navigationIDPath.appending(self) }
}

/// The id of an identifiable value, type-erased.
private func identity(_ value: some Identifiable) -> ErasedHashable {
  ErasedHashable(value.id)
}
