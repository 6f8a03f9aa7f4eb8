import Testing

/// One end-to-end check of a chapter, an argument of the chapter's parameterised suite. Every
/// chapter is checked the same ways, each made by a function of its own: its `--demo` played
/// step by step (`demo`), its recorded session replayed (`session`, a `script` run of the
/// chapter's `.session` file), its built executable run on a script (`executable`) and asked for
/// `--help` (`help`); `script` runs any other script in script mode, and `textFrame` holds a frame
/// the chapter's text shows against what the app prints. What is particular to a
/// chapter (its app, its clock, what its screens and state must show) is in the arguments the
/// chapter passes; the common expectations are written once, in those functions.
///
/// A chapter's suite lives in the chapter's test module, so `kit test N` (a filter on that
/// module) runs that chapter's cases.
public struct ChapterCheck: Sendable, CustomTestStringConvertible {
  /// What the check shows, as the test run names the case.
  public let testDescription: String
  /// The check's body: its expectations record issues in the running test.
  private let body: @Sendable () async throws -> Void

  /// A check named `description` that runs `body`.
  init(_ description: String, body: @escaping @Sendable () async throws -> Void) {
    testDescription = description
    self.body = body
  }

  /// Runs the check.
  public func run() async throws {
    try await body()
  }
}
