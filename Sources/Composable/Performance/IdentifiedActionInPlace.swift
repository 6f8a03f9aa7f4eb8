/// A row's id and action read where extraction leaves them, without making an `IdentifiedAction`
/// first: what `forEach` does with every action for a row.
///
/// The plain path (`plainElementExtraction`) extracts the `IdentifiedAction`, a copy of it out
/// of the parent's action, and takes the id and the action out of its one case (`switch … case
/// let .element(id, action)`). When the id's type is one whose size other modules do not know
/// (Foundation's `UUID`), that copy and that take go through the generic value witnesses of
/// `IdentifiedAction`, about 70 instructions each. An enum of one case is laid out as its
/// payload, here the tuple `(id: ID, action: Action)`: once the parent's action is turned into
/// its payload in scratch memory (as in-place extraction does), the id is read at its start and
/// the action at the next offset its alignment allows, each with its own type's copy. A case that
/// in-place extraction does not read in place takes the plain path. `FastPathTests` proves both
/// give the same id and action.
extension CaseExtractor {
  /// `body` of the id and action of this case's `IdentifiedAction` if `root` is this case, or nil.
  @inline(__always)
  func extractElement<ID, ElementAction, Result>(
    from root: Root, then body: (ID, ElementAction) -> Result
  ) -> Result? where Value == IdentifiedAction<ID, ElementAction> {
    guard let layout = EnumLayout<Root>.current else { return plainElementExtraction(from: root, then: body) }
    // nil: not known yet, the plain path learns it; .some(nil): another case.
    let inPlace: Result?? = layout.withScratchCopy(of: root) { scratch in
      switch rememberedExtraction(ofCase: layout.tag(inScratch: scratch), from: root, layout: layout) {
      case .payloadInPlace?:
        let payload = UnsafeRawPointer(layout.projectPayload(inScratch: scratch))
        let id = payload.load(as: ID.self)
        let action = payload.load(fromByteOffset: elementActionOffset(ID.self, ElementAction.self), as: ElementAction.self)
        return .some(body(id, action))
      case .anotherCase?:
        return .some(nil)
      case .reflected?, nil:
        return nil
      }
    }
    if let inPlace { return inPlace }
    return plainElementExtraction(from: root, then: body)
  }

  /// The plain path: the `IdentifiedAction` extracted, and its id and action taken out of its case.
  func plainElementExtraction<ID, ElementAction, Result>(
    from root: Root, then body: (ID, ElementAction) -> Result
  ) -> Result? where Value == IdentifiedAction<ID, ElementAction> {
    extract(from: root) { identified in
      switch identified {
      case let .element(id, action): body(id, action)
      }
    }
  }
}

/// Where the action lies in an `IdentifiedAction` of these types: after the id, at the first
/// offset the action's alignment allows, as in the tuple `(ID, ElementAction)`.
@inline(__always)
func elementActionOffset<ID, ElementAction>(_ id: ID.Type, _ action: ElementAction.Type) -> Int {
  let alignment = MemoryLayout<ElementAction>.alignment
  return (MemoryLayout<ID>.size + alignment - 1) / alignment * alignment
}
