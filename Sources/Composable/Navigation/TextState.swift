/// Text shown by an alert, a dialog or a button.
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The text.
  public let string: String

  /// Text with the given content.
  public init(_ string: String) {
    self.string = string
  }

  /// Text with the given content, shown as is.
  public init(verbatim string: String) {
    self.string = string
  }

  /// Text from a literal.
  public init(stringLiteral value: String) {
    self.string = value
  }

  /// The text.
  public var description: String { string }
}

extension String {
  /// The plain string of a `TextState`.
  public init(state: TextState) {
    self = state.string
  }
}

extension TextState: CustomDumpStringConvertible {
  /// `TextState("Pay $10")`.
  public var customDumpDescription: String { "TextState(\(customDump(string)))" }
}
