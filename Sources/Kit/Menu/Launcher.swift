import Foundation
import TerminalUI

/// Runs what the learner started from the menu, with the terminal free: a chapter's app or
/// demo in this process, its tests as a child process, or an exercise command (check, hint,
/// watch, solution) as `kit` would. The tests and an exercise command start on a cleared screen,
/// so the last one's output is not left above theirs; where the output would vanish when the
/// menu comes back (the tests, an exercise command, an app that failed), it waits for Enter first.
@MainActor
struct Launcher {
  /// The course the chapters come from.
  var course: CoursePackage
  /// Where messages go.
  var console: KitConsole
  /// Runs `swift test` for the exercise commands; tests pass a stand-in.
  var runner = StepRunner.childProcesses
  /// Waits until the learner presses Enter; tests pass one that returns at once.
  var waitForEnter: () -> Void = { _ = readLine() }

  /// Runs a launch until it ends. Returns nil to go back to the menu, or the exit code the
  /// kit must end with when the launch was ended by SIGTERM (143) or a closed terminal (129).
  func perform(_ launch: Launch) async -> Int32? {
    let exitCode: Int32
    switch launch {
    case .app(let number):
      exitCode = await runApp(number, arguments: [])
    case .demo(let number):
      exitCode = await runApp(number, arguments: ["--demo"])
    case .session(let number, let script):
      let path = course.packageRoot.appendingPathComponent(script).path
      exitCode = await runApp(number, arguments: ["--demo", "--script", path])
    case .tests(let number):
      guard let chapter = course.chapter(number) else { return nil }
      console.clearScreen()
      let command = SuiteCommandLine(chapter: chapter, packageRoot: course.packageRoot)
      exitCode = await SuiteRunner(command: command, suite: chapter.testTarget, console: console).run()
      if !Launcher.endsTheKit(exitCode) { pressEnter() }
    case .exercise(let command):
      let commands = ExerciseCommandRunner(course: course, console: console, runner: runner)
      console.clearScreen()
      exitCode = await commands.run(command)
      if !Launcher.endsTheKit(exitCode) { pressEnter() }
    }
    return Launcher.endsTheKit(exitCode) ? exitCode : nil
  }

  /// Whether an exit code says the kit itself was asked to end: SIGTERM or SIGHUP.
  static func endsTheKit(_ exitCode: Int32) -> Bool {
    exitCode == 128 + SIGTERM || exitCode == 128 + SIGHUP
  }

  private func runApp(_ number: Int, arguments: [String]) async -> Int32 {
    guard let chapter = course.chapter(number), let run = chapter.run else { return 0 }
    // q and Ctrl-C end the app and the menu comes back: the footer and help say so.
    let exitCode = await run([chapter.executable, "--quit-label", "back to the menu"] + arguments)
    // 0 is a quit and 130 a Ctrl-C: the learner meant to leave. Anything else left a message.
    guard exitCode != 0, exitCode != 130, !Launcher.endsTheKit(exitCode) else { return exitCode }
    console.print("\(chapter.executable) ended with exit code \(exitCode).")
    pressEnter()
    return exitCode
  }

  private func pressEnter() {
    console.print("")
    console.print("Press Enter to go back to the menu.")
    waitForEnter()
  }
}
