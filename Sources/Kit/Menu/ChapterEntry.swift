import Composable
import Course
import TerminalUI

/// A chapter as the menu's state holds it: what the menu shows of it, its text, and whether its
/// app exists yet. Dumps and the action log show it as one line: the chapters never change
/// while the menu runs.
struct ChapterEntry: Equatable, Sendable, CustomDumpStringConvertible {
  /// The chapter's number, 1 to 8.
  var number: Int
  /// The chapter's title.
  var title: String
  /// One line on what it teaches.
  var summary: String
  /// Its folder under `Chapters/`.
  var folder: String
  /// Its executable (`swift run <executable>`).
  var executable: String
  /// Its test module, whose tests `kit test N` runs.
  var testTarget: String
  /// Whether its app, demo and tests exist; a chapter still being written is "coming".
  var isAvailable: Bool
  /// Its text, nil while it is not written.
  var text: ChapterText?
  /// Its recorded sessions, relative to the package folder: `Chapters/01-Counter/counter.session`.
  var sessions: [String]

  /// The entry for a chapter of the course, with its text and recorded sessions read from the
  /// package.
  init(_ chapter: ChapterInfo, text: String?, sessions: [String] = []) {
    self.number = chapter.number
    self.title = chapter.title
    self.summary = chapter.summary
    self.folder = chapter.folder
    self.executable = chapter.executable
    self.testTarget = chapter.testTarget
    self.isAvailable = chapter.isAvailable
    self.text = text.map(ChapterText.init)
    self.sessions = sessions
  }

  /// What the learner can do with the chapter now, in the order its page lists them.
  var activities: [ChapterActivity] {
    ChapterActivity.allCases.filter(offers)
  }

  /// Whether the chapter offers an activity: reading needs its text; a recorded session needs
  /// its app and a session file; the rest need its app.
  func offers(_ activity: ChapterActivity) -> Bool {
    switch activity {
    case .read: text != nil
    case .playSession: isAvailable && !sessions.isEmpty
    default: isAvailable
    }
  }

  /// The shell command that does the same as an activity, shown beside it to teach it.
  func shellCommand(for activity: ChapterActivity) -> String {
    switch activity {
    case .read: "Chapters/\(folder)/README.md"
    case .runApp: "swift run \(executable)"
    case .playDemo: "swift run \(executable) --demo"
    case .playSession: "swift run \(executable) --demo --script \(sessions.first ?? "FILE")"
    case .runTests: SuiteCommandLine.shellText(of: SuiteCommandLine.arguments(testing: testTarget))
    }
  }

  /// `ChapterEntry(1 · Counter)`, `ChapterEntry(5 · Alerts, coming)`.
  var customDumpDescription: String {
    "ChapterEntry(\(number) · \(title)\(isAvailable ? "" : ", coming"))"
  }
}
