import Foundation
import Testing

extension ChapterCheck {
  /// What a run must have written to one of its outputs.
  public enum Written: Sendable {
    /// The text contains this.
    case containing(String)
    /// The text does not contain this.
    case notContaining(String)
    /// The text ends with this.
    case endingWith(String)
    /// The text is exactly this.
    case exactly(String)

    /// Nothing at all was written.
    public static let nothing = Written.exactly("")
  }

  /// The built executable `name` run as a learner runs it, with `arguments`, then `--script
  /// FILE` when a `script` is given (written to a temporary folder, removed afterwards); it
  /// must end with `exitCode` and have written `output` to standard output and `errors` to
  /// standard error (nothing, unless said otherwise). A failure points at `sourceLocation`, the
  /// chapter's argument.
  public static func executable(
    _ name: String, _ description: String, arguments: [String] = [], script: [String]? = nil,
    exitCode: Int32 = 0, output: [Written] = [], errors: [Written] = [.nothing],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ChapterCheck {
    ChapterCheck("\(name): \(description)") {
      let run = try await BuiltExecutable(named: name).run(arguments, script: script)
      #expect(run.exitCode == exitCode, "standard error: \(run.errors)", sourceLocation: sourceLocation)
      expect(run.output, named: "standard output", toBe: output, sourceLocation: sourceLocation)
      expect(run.errors, named: "standard error", toBe: errors, sourceLocation: sourceLocation)
    }
  }

  /// The built executable `name` asked for `--help`: it exits 0 and its help has each of `lines`.
  public static func help(
    _ name: String, _ description: String, listing lines: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ChapterCheck {
    executable(
      name, "--help \(description)", arguments: ["--help"], output: lines.map(Written.containing),
      sourceLocation: sourceLocation)
  }

  /// Expects `text`, what a run wrote to `stream`, to be as `expectations` say.
  private static func expect(
    _ text: String, named stream: String, toBe expectations: [Written],
    sourceLocation: SourceLocation
  ) {
    for expectation in expectations {
      switch expectation {
      case .containing(let part):
        #expect(text.contains(part), "\(stream) lacks \(part.debugDescription)", sourceLocation: sourceLocation)
      case .notContaining(let part):
        #expect(!text.contains(part), "\(stream) has \(part.debugDescription)", sourceLocation: sourceLocation)
      case .endingWith(let end):
        #expect(text.hasSuffix(end), "\(stream) does not end with \(end.debugDescription)", sourceLocation: sourceLocation)
      case .exactly(let whole):
        #expect(text == whole, "\(stream)", sourceLocation: sourceLocation)
      }
    }
  }
}
