import Foundation
import TerminalUI

/// The menu on the real terminal and what it hands the terminal over for: it runs the menu
/// until the learner quits; when they start an app, a demo or the tests, the menu leaves the
/// screen (the terminal restored), the launch runs, and the menu comes back where it was.
@MainActor
struct MenuLoop {
  /// Runs the menu from a state until it stops; returns its exit code and its last state.
  var runMenu: (KitMenu.State) async -> (exitCode: Int32, state: KitMenu.State)
  /// Runs what the learner started, with the terminal free; returns nil to come back to the
  /// menu, or the exit code the kit must end with (it was terminated meanwhile).
  var perform: (Launch) async -> Int32?

  /// Runs the menu from `state`, and everything started from it, until the learner quits;
  /// returns the menu's exit code (0 for q, 130 for Ctrl-C), or the code of a launch that was
  /// terminated.
  func run(from state: KitMenu.State) async -> Int32 {
    var state = state
    while true {
      let (exitCode, endState) = await runMenu(state)
      guard exitCode == 0, let launch = endState.launch else { return exitCode }
      state = endState
      state.launch = nil
      if let exitCode = await perform(launch) { return exitCode }
    }
  }

  /// The loop on the process's terminal, for a course.
  static func onTerminal(course: CoursePackage, console: KitConsole) -> MenuLoop {
    let launcher = Launcher(course: course, console: console)
    return MenuLoop(
      runMenu: { state in
        var state = state
        state.reloadExercises(packageRoot: course.packageRoot)
        let menu = KitMenuApp(state: state) {
          TerminalSize.of(fileDescriptor: STDOUT_FILENO) ?? .standard
        }
        let exitCode = await menu.app.run(arguments: ["kit"])
        return (exitCode, menu.app.store.state)
      },
      perform: { await launcher.perform($0) })
  }
}
