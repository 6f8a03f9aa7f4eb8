/// An issue as `swift test` prints it on the console, which says more than the JUnit report: the
/// test's display name and where the issue was recorded.
///
///     ✘ Test "your testKeepShopping passes on your CheckoutPromptDomain" recorded an issue at ThirdButton.swift:135:19: Issue recorded
///     ↳ A state change does not match the expectation.
///
/// Known issues (`recorded a known issue`) are not failures and are not read.
struct ConsoleIssue: Equatable, Sendable {
  /// The test's display name, or its function's name when it has none.
  var testName: String
  /// Where the issue was recorded: `ThirdButton.swift:135:19`.
  var location: String
  /// What follows the location: `Issue recorded`, `Expectation failed: …`.
  var headline: String
  /// The first line after `↳`, when there is one: a recorded issue's comment.
  var detail: String?

  /// The failing issues in `swift test`'s console output, in order.
  static func parse(_ output: String) -> [ConsoleIssue] {
    var issues: [ConsoleIssue] = []
    var expectsDetail = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if expectsDetail, line.hasPrefix("↳ ") {
        issues[issues.count - 1].detail = String(line.dropFirst(2))
      }
      expectsDetail = false
      guard line.hasPrefix("✘ Test "), let recorded = line.range(of: " recorded an issue") else {
        continue
      }
      let rest = line[recorded.upperBound...]
      guard let at = rest.range(of: " at "),
        let colon = locationEnd(in: rest[at.upperBound...])
      else { continue }
      var name = line[line.index(line.startIndex, offsetBy: 7)..<recorded.lowerBound]
      if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
        name = name.dropFirst().dropLast()
      }
      issues.append(
        ConsoleIssue(
          testName: String(name), location: String(rest[at.upperBound..<colon]),
          headline: String(rest[colon...].dropFirst(2))))
      expectsDetail = true
    }
    return issues
  }

  /// Whether this is the console's account of the report's failure `message`: the message
  /// starts with the headline and holds the detail.
  func describes(_ message: String) -> Bool {
    message.hasPrefix(headline) && detail.map { message.contains($0) } ?? true
  }

  /// The end of `File.swift:12:5` at the start of `text`, where `: ` follows it.
  private static func locationEnd(in text: Substring) -> String.Index? {
    guard let end = text.range(of: ": ")?.lowerBound else { return nil }
    let parts = text[..<end].split(separator: ":")
    guard parts.count >= 3, parts.suffix(2).allSatisfy({ Int($0) != nil }) else { return nil }
    return end
  }
}
