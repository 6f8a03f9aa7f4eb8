extension SourceLocation {
  /// Reports an action that a reducer written here could not give to its child (`ifLet`,
  /// `ifCaseLet`, `forEach` over a list or a stack, a presentation's `ifLet`, an enum-case
  /// `Scope`), in the one shape they share: which reducer, what arrived, the action and any
  /// `details`, what happened instead (`outcome`), and the usual causes.
  func reportChildMisuse(
    by reducer: String, _ summary: String, action: Any, details: [String] = [],
    outcome: String? = nil, causes: [String]
  ) {
    let article = reducer.first.map { "aeiou".contains($0.lowercased()) } == true ? "An" : "A"
    let detailLines = details.map { "\n  \($0)" }.joined()
    let outcomeLine = outcome.map { "\($0) " } ?? ""
    report(
      """
      \(article) "\(reducer)" at "\(self)" \(summary). …

        Action:
      \(indented(customDump(action), by: 4))\(detailLines)

      \(outcomeLine)This is generally an application logic error. It can happen when:
      \(causes.map { "• \($0)" }.joined(separator: ";\n")).
      """)
  }
}
