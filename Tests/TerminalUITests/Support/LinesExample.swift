import Testing

/// A text, the width it is laid out in and the plain lines it must give: an argument of the
/// parameterised tests of the Markdown renderer and of `DumpWrap`, each named after what it shows.
struct LinesExample: Sendable, CustomTestStringConvertible {
  /// What the example shows, as the test run names the case.
  let testDescription: String
  /// The text laid out.
  let text: String
  /// The width it is laid out in.
  let width: Int
  /// The lines it must give, as plain text.
  let lines: [String]

  init(_ description: String, _ text: String, width: Int = 40, lines: [String]) {
    testDescription = description
    self.text = text
    self.width = width
    self.lines = lines
  }
}
