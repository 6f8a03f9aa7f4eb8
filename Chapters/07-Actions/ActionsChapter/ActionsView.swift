import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The app's screen: the Profile screen with the form or the alert over it
/// (`ProfileScreenView`), and, at the bottom, the lesson: where the focus is, what the parent
/// heard, and the action the main key would send.
enum ActionsView {
  /// The lines for the app's state and the screen.
  static func lines(_ context: ViewContext<ActionsAppDomain.State, ActionsScreen>) -> [Line] {
    let state = context.state
    let width = context.size.columns
    let lesson = lessonLines(state, width: width)
    let size = TerminalSize(columns: width, rows: max(1, context.size.rows - lesson.count))
    let cursor = ActionsKeys.openForm(state).flatMap(context.screen.position(in:))
    let frame = ProfileScreenView(
      state: state.profile, alertFocus: context.screen.dialogFocus, cursor: cursor,
      tick: context.tick
    ).lines(size: size)
    return frame + lesson
  }

  /// Three lines under the screens: the focus and what the parent heard, and what the main key
  /// sends.
  private static func lessonLines(_ state: ActionsAppDomain.State, width: Int) -> [Line] {
    let heard = Line(
      "parent: \(state.unsavedEdits) unsaved edit\(state.unsavedEdits == 1 ? "" : "s") · saved \(state.savedCount)× ",
      style: .dim)
    let top: Line
    if let form = ActionsKeys.openForm(state) {
      let focus = form.focus.map { ".\($0)" } ?? "nil"
      top = Line.spread(Line(" focus: \(focus)", style: .bold), heard, width: width)
    } else {
      top = Line.spread(
        Line(" destination: \(destinationName(state))", style: .bold), heard, width: width)
    }
    let (key, action) = mainAction(state)
    return [
      top,
      Line(" \(key) sends:", style: .dim),
      Line("   " + shortDump(action), style: .color(.cyan)).truncated(toWidth: width),
    ]
  }

  private static func destinationName(_ state: ActionsAppDomain.State) -> String {
    switch state.profile.destination {
    case nil: "nil"
    case .editProfile: ".editProfile"
    case .alert: ".alert"
    }
  }

  /// The key that does the main thing now, and the action it sends.
  private static func mainAction(_ state: ActionsAppDomain.State) -> (
    String, ActionsAppDomain.Action
  ) {
    switch state.profile.destination {
    case .editProfile: ("Enter", ActionsKeys.formView(.saveButtonTapped))
    case .alert: ("Enter", .profile(.destination(.presented(.alert(.confirmRestore)))))
    case nil: ("e", .profile(.editButtonTapped))
    }
  }

  /// The action as the log prints it, without the `ActionsAppDomain.Action` in front.
  private static func shortDump(_ action: ActionsAppDomain.Action) -> String {
    let dump = customDump(action)
    let prefix = "ActionsAppDomain.Action"
    return dump.hasPrefix(prefix) ? String(dump.dropFirst(prefix.count)) : dump
  }
}
