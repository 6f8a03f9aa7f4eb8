import Foundation

/// The compiler errors in a build's output, as a learner needs them: each error's line, then
/// the source lines the compiler shows under it, with paths made relative to the package
/// folder. SwiftPM's own closing lines (`error: … command failed with exit code 1`) are left
/// out: they only say that the build failed.
struct CompilerErrors: Equatable, Sendable {
  /// The errors in the order they came, each its line and the source lines under it; an error
  /// reported twice appears once.
  var errors: [[String]]

  /// At most this many source lines are kept under an error.
  static let contextLimit = 8

  /// The errors of a build's output, with `packageRoot`'s path taken off their file names.
  init(output: String, packageRoot: URL) {
    let prefixes = [packageRoot.path, packageRoot.resolvingSymlinksInPath().path].map { $0 + "/" }
    func relative(_ line: String) -> String {
      prefixes.reduce(line) { $0.replacingOccurrences(of: $1, with: "") }
    }
    var errors: [[String]] = []
    var current: [String]?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var block = current, CompilerErrors.isSourceExcerpt(line) {
        if block.count <= CompilerErrors.contextLimit { block.append(relative(line)) }
        current = block
        continue
      }
      if let block = current, !errors.contains(block) { errors.append(block) }
      current = CompilerErrors.isError(line) ? [relative(line)] : nil
    }
    if let block = current, !errors.contains(block) { errors.append(block) }
    self.errors = errors
  }

  /// The first error in a workbook file: the file (relative to the package folder) and the line,
  /// from `Exercises/Workbook/01-Counter/CounterStep.swift:12:5: error: …`; nil when no error is
  /// in the workbook.
  var firstWorkbookError: (file: String, line: Int)? {
    errors.lazy.compactMap { $0.first.flatMap(CompilerErrors.workbookLocation(in:)) }.first
  }

  /// The case a real-TCA spelling names where the kit needs an embed function: `coupon` for an
  /// error whose source line passes a key path as the action (`Scope(state: \.coupon, action:
  /// \.coupon)`, `store.scope(state: \.rows, action: \.rows)`), which the kit spells
  /// `action: Feature.Action.coupon`; nil when no error does. Only the line the error points at
  /// counts, not the lines around it (a comment there may quote real TCA).
  var keyPathActionCase: String? {
    errors.lazy.compactMap { error -> String? in
      guard let header = error.first, let number = header.firstMatch(of: /:(\d+):\d+: error:/)?.1,
        let source = error.dropFirst().first(where: {
          $0.drop { $0 == " " }.hasPrefix("\(number) |")
        })
      else { return nil }
      return source.firstMatch(of: /action: \\\.(\w+)/).map { String($0.1) }
    }.first
  }

  /// The case reducer whose state does not name it, when `store.case` does not compile for that
  /// reason: `LibraryDomain.Path` for "value of type 'Store<…>' has no dynamic member 'case'
  /// using key path from root type 'LibraryDomain.Path.State'" (its `enum State` lacks `typealias
  /// StateReducer = Path`, so `StateReducer` is `Never`); nil when no error says so.
  var caseReducerWithoutStateReducer: String? {
    errors.lazy.compactMap { error -> String? in
      error.first?.firstMatch(of: /no dynamic member 'case' using key path from root type '([\w.]+)\.State'/)
        .map { String($0.1) }
    }.first
  }

  /// The workbook file (relative to the package folder) and line an error line points at, in
  /// whatever folder the path starts: `/…/Exercises/Workbook/01-Counter/CounterStep.swift:12:5:
  /// error: …` gives `Exercises/Workbook/01-Counter/CounterStep.swift` and 12; nil for an error
  /// elsewhere, or a line that is not an error.
  static func workbookLocation(in line: String) -> (file: String, line: Int)? {
    guard
      let match = line.firstMatch(of: /(Exercises\/Workbook\/[^:]+\.swift):(\d+):\d*:? ?error:/),
      let number = Int(match.2)
    else { return nil }
    return (String(match.1), number)
  }

  /// A compiler's error (`File.swift:3:5: error: …`, `error: …`), not SwiftPM's summary that a
  /// command failed.
  static func isError(_ line: String) -> Bool {
    guard line.contains(": error: ") || line.hasPrefix("error: ") else { return false }
    return !line.contains("failed with exit code") && !line.hasPrefix("error: fatalError")
  }

  /// A line of the source excerpt the compiler prints under a diagnostic: `12 |   code` or
  /// `   |   ╰─ error: …`.
  static func isSourceExcerpt(_ line: String) -> Bool {
    line.contains(/^\s*\d*\s+\|/)
  }
}
