import Foundation
import TerminalUI

/// The command that runs a chapter's test suite: `swift test --filter <TestTarget>`, in the
/// package folder. `kit test N` and the menu run it as a child process.
struct TestCommand: Equatable {
  /// The program and its arguments: `["swift", "test", "--filter", "CounterTests"]`.
  var arguments: [String]
  /// The folder it runs in: the package folder.
  var directory: URL

  /// The command for a chapter's suite in a package folder.
  init(chapter: ChapterInfo, packageRoot: URL) {
    arguments = ["swift", "test", "--filter", chapter.testTarget]
    directory = packageRoot
  }

  /// The same command on the package without the exercises and their graders
  /// (`KIT_EXERCISES=none`), for when a workbook file does not compile.
  var withoutExercises: TestCommand {
    var command = self
    command.arguments = ["env", "KIT_EXERCISES=none"] + arguments
    return command
  }

  /// The command as a learner would type it.
  var displayText: String { arguments.joined(separator: " ") }
}
