/// A value paired with an id, as IdentifiedCollections' `Identified` (which TCA re-exports): a
/// value that is not `Identifiable` itself, such as a row's optional child state,
/// `Identified(Counter.State(), id: row.id)`, can then be presented or listed by that id.
///
/// Its value's members read and write through it: `selection.count` is `selection.value.count`.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The id the value goes by.
  public let id: ID
  /// The value.
  public var value: Value

  /// `value` under `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// `value` under the id it holds at `id`: `Identified(product, id: \.sku)`.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// A member of the value, read and written through: `selection.count += 1`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }

  /// A read-only member of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
