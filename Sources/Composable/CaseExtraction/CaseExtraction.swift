import Synchronization

/// Extracts an enum case's payload using only the case's embed function, the kit's stand-in for
/// TCA's `@CasePathable` case key paths: `Action.addToCart` both builds and recognises the case.
///
/// The payload is read by reflection; the case is recognised by its name, so two cases with the
/// same payload type are told apart. The name of the embed function's case is learned once and
/// cached, so each extraction is one reflection of the value, not a search.
public struct CaseExtractor<Root, Value>: Sendable {
  private let embed: @Sendable (Value) -> Root
  private let caseName: CaseNameCache

  /// Creates an extractor from the case's embed function, such as `Action.addToCart`.
  public init(_ embed: @escaping (Value) -> Root) {
    nonisolated(unsafe) let embed = embed
    self.embed = { embed($0) }
    self.caseName = CaseNameCache()
  }

  /// Builds the enum value from a payload.
  public func embed(_ value: Value) -> Root {
    embed(value)
  }

  /// The payload if `root` is this case, or nil.
  public func extract(from root: Root) -> Value? {
    guard let (name, payload) = enumCase(of: root) else { return nil }
    guard let value = payload as? Value ?? singleLabeledElement(of: payload) as? Value else {
      return nil
    }
    if let known = caseName.value { return known == name ? value : nil }
    guard let embeddedName = enumCase(of: embed(value))?.name else { return nil }
    caseName.value = embeddedName
    return embeddedName == name ? value : nil
  }
}

/// The case name and payload of an enum value, read with one reflection.
func enumCase(of value: Any) -> (name: String, payload: Any)? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let child = mirror.children.first, let label = child.label
  else { return nil }
  return (label, child.value)
}

/// The element of a one-element labeled tuple (`case set(isPresented: Bool)`), which is how
/// reflection may present a case's single labeled payload.
func singleLabeledElement(of payload: Any) -> Any? {
  let mirror = Mirror(reflecting: payload)
  guard mirror.displayStyle == .tuple, mirror.children.count == 1 else { return nil }
  return mirror.children.first?.value
}

/// A once-written memo of the case name an embed function produces.
final class CaseNameCache: Sendable {
  private let stored = Mutex<String?>(nil)

  /// The cached name, if known.
  var value: String? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
