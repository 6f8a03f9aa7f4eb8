import Foundation
import TerminalUI

/// Runs what the learner started from the menu, with the terminal free: a chapter's app or
/// demo in this process, or its tests as a child process. Where the output would vanish when
/// the menu comes back (the tests, an app that failed), it waits for Enter first.
@MainActor
struct Launcher {
  /// The course the chapters come from.
  var course: Course
  /// Where messages go.
  var console: KitConsole

  /// Runs a launch until it ends.
  func perform(_ launch: Launch) async {
    switch launch {
    case .app(let number):
      await runApp(number, arguments: [])
    case .demo(let number):
      await runApp(number, arguments: ["--demo"])
    case .tests(let number):
      guard let chapter = course.chapter(number) else { return }
      let command = TestCommand(chapter: chapter, packageRoot: course.packageRoot)
      _ = await TestRun(command: command, suite: chapter.testTarget, console: console).run()
      waitForEnter()
    }
  }

  private func runApp(_ number: Int, arguments: [String]) async {
    guard let chapter = course.chapter(number), let run = chapter.run else { return }
    let exitCode = await run([chapter.executable] + arguments)
    // 0 is a quit and 130 a Ctrl-C: the learner meant to leave. Anything else left a message.
    guard exitCode != 0, exitCode != 130 else { return }
    console.print("\(chapter.executable) ended with exit code \(exitCode).")
    waitForEnter()
  }

  private func waitForEnter() {
    console.print("Press Enter to go back to the menu.")
    _ = readLine()
  }
}
