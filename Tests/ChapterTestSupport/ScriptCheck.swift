import Testing

extension ChapterCheck {
  /// A script run through the chapter's app in script mode by `replay`, which makes the app,
  /// runs the script and checks the app's state afterwards, returning what each run printed:
  /// every run must exit 0 without errors and the runs' output contain each of `printing`.
  /// A failure here points at `sourceLocation`, the chapter's argument.
  public static func script(
    _ description: String, printing expected: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    replay: @escaping @MainActor @Sendable () async throws -> [ScriptTranscript]
  ) -> ChapterCheck {
    ChapterCheck(description) {
      let runs = try await replay()
      #expect(!runs.isEmpty, "the replay ran no script", sourceLocation: sourceLocation)
      for run in runs {
        #expect(run.exitCode == 0, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(run.errors.isEmpty, sourceLocation: sourceLocation)
      }
      let output = runs.map(\.output).joined(separator: "\n")
      for part in expected {
        #expect(output.contains(part), "the script's output lacks \(part.debugDescription)", sourceLocation: sourceLocation)
      }
    }
  }

  /// The session the chapter ships (`Chapters/<folder>/<name>.session`), replayed in script
  /// mode by `replay` as `script` runs a script (every run exits 0 without errors, the output
  /// has each of `printing`); the session is captioned throughout (no step of its
  /// walk-through shows a bare command) and makes a walk-through of `demoSteps` steps when
  /// that is given.
  public static func session(
    _ name: String, inChapterFolder folder: String, _ description: String,
    demoSteps: Int? = nil, printing expected: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    replay: @escaping @MainActor @Sendable (RecordedSession) async throws -> [ScriptTranscript]
  ) -> ChapterCheck {
    script(
      "\(name).session replays: \(description)", printing: expected, sourceLocation: sourceLocation
    ) {
      let session = try RecordedSession(name, inChapterFolder: folder)
      #expect(session.isCaptioned, sourceLocation: sourceLocation)
      if let demoSteps {
        #expect(session.demoSteps.count == demoSteps, sourceLocation: sourceLocation)
      }
      return try await replay(session)
    }
  }
}
