import Course
import Foundation
import TerminalUI

/// The command line that runs a chapter's test suite, `swift test --filter '^CounterTests\.'`, in the
/// package folder. `kit test N` and the menu run it as a child process.
struct SuiteCommandLine: Equatable {
  /// The program and its arguments: `["swift", "test", "--filter", "^CounterTests\\."]`.
  var arguments: [String]
  /// The folder it runs in: the package folder.
  var directory: URL

  /// The command for a chapter's suite in a package folder.
  init(chapter: ChapterInfo, packageRoot: URL) {
    arguments = Self.arguments(testing: chapter.testTarget)
    directory = packageRoot
  }

  /// `swift test` run on exactly one test module's tests. `--filter` is a regular expression that
  /// Swift Testing (and XCTest) search for in each test's id, `CounterTests.CounterFeatureTests/
  /// increment()`: the bare name `CounterTests` would also select
  /// `ComposableTests.HelloWorldCounterTests`, so the pattern anchors the module and its dot.
  static func arguments(testing module: String) -> [String] {
    ["swift", "test", "--filter", "^\(module)\\."]
  }

  /// Arguments as a learner types them in a shell: one with a character the shell would read
  /// (`^`, `\`, a space, a quote) in single quotes, a single quote inside it as `'\''`.
  static func shellText(of arguments: [String]) -> String {
    arguments.map { argument in
      argument.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || "-_./=:".contains($0) }
        ? argument : "'" + argument.replacing("'", with: #"'\''"#) + "'"
    }
    .joined(separator: " ")
  }

  /// The same command on the package without the exercises and their graders
  /// (`KIT_EXERCISES=none`), for when a workbook file does not compile.
  var withoutExercises: SuiteCommandLine {
    var command = self
    command.arguments = ["env", "KIT_EXERCISES=none"] + arguments
    return command
  }

  /// The command as a learner would type it: `swift test --filter '^CounterTests\.'`.
  var displayText: String { Self.shellText(of: arguments) }
}
