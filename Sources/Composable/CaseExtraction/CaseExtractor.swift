/// Extracts an enum case's payload using only the case's embed function, the kit's stand-in for
/// TCA's `@CasePathable` case key paths: `Action.addToCart` both builds and recognises the case.
///
/// What extracting means is `reflectedExtraction(from:)` below: reflection gives the value's case
/// name and payload; the payload is this case's when embedding it again gives a value with the
/// same case name, so two cases with the same payload type are told apart.
///
/// Reflection is slow, and reducers extract several times per action, so `extract(from:)` (in
/// `Performance/InPlaceCaseExtraction.swift`) learns each case once by reflection and from then
/// on reads the payload in place. A test proves both give the same answers.
///
/// Sendable because an embed function only builds a value from its argument.
public struct CaseExtractor<Root, Value>: @unchecked Sendable {
  // Stored as given: wrapping it in a sendable closure cost an allocation per extractor, and
  // some bodies are built for every action (those that read a dependency while they are built).
  // Not private: the fast path remembers which case it builds.
  let embed: (Value) -> Root
  /// What extraction learned about the cases of `embed`, shared by its extractors, nil when it
  /// captures values (Performance/RememberedEmbeddedCases.swift).
  let answers: Unmanaged<EmbeddedCaseAnswers>?

  /// Creates an extractor from the case's embed function, such as `Action.addToCart`.
  public init(_ embed: @escaping (Value) -> Root) {
    self.embed = embed
    self.answers = EmbeddedCaseAnswers.of(embed)
  }

  /// Builds the enum value from a payload.
  public func embed(_ value: Value) -> Root {
    embed(value)
  }

  /// Extracts by reflection alone: the payload, if the case's name is the embed function's. The
  /// plain definition of extraction, and the path for values that cannot be read in place.
  func reflectedExtraction(from root: Root) -> Value? {
    guard let (name, reflected) = enumCase(of: root), let value = payload(reflected),
      enumCase(of: embed(value))?.name == name
    else { return nil }
    return value
  }

  /// The reflected payload as this case's payload type, if it is one.
  func payload(_ reflected: Any) -> Value? {
    reflected as? Value ?? singleLabeledElement(of: reflected) as? Value
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
