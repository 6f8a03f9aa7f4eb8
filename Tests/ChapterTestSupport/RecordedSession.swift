import Foundation
import TerminalUI

/// A session a chapter ships (`Chapters/<folder>/<name>.session`): recorded with `--record`,
/// captioned by hand, replayed by `--script` and `--demo --script` and offered by the kit's
/// chapter page.
public struct RecordedSession: Sendable {
  /// The file's lines.
  public let lines: [String]

  /// Reads the session `name` (without `.session`) of the chapter in `folder`, e.g. `01-Counter`.
  public init(_ name: String, inChapterFolder folder: String) throws {
    let file = chapterFolder(folder).appendingPathComponent("\(name).session")
    lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The walk-through `--demo --script` makes of it.
  public var demoSteps: [DemoStep] { DemoStep.steps(fromScript: lines) }

  /// Whether every command is under a caption of its own: none shows a bare command name.
  public var isCaptioned: Bool {
    demoSteps.allSatisfy { $0.caption != $0.command }
  }
}
