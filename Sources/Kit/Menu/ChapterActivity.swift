/// What a learner can do with a chapter from its page in the menu.
enum ChapterActivity: CaseIterable, Hashable, Sendable {
  /// Read the chapter's text in the reader.
  case read
  /// Run the chapter's app.
  case runApp
  /// Play the app's captioned walk-through.
  case playDemo
  /// Play a session an instructor recorded (a `*.session` file in the chapter's folder).
  case playSession
  /// Run the chapter's test suite.
  case runTests

  /// The activity as the chapter page lists it.
  var title: String {
    switch self {
    case .read: "Read the chapter"
    case .runApp: "Run the app"
    case .playDemo: "Play the demo"
    case .playSession: "Play its session"
    case .runTests: "Run the tests"
    }
  }

  /// The activity as the list's buttons name it, in a word.
  var shortTitle: String {
    switch self {
    case .read: "Read"
    case .runApp: "App"
    case .playDemo: "Demo"
    case .playSession: "Session"
    case .runTests: "Tests"
    }
  }

  /// The key that does it on the list and on the chapter's page.
  var key: Character {
    switch self {
    case .read: "r"
    case .runApp: "a"
    case .playDemo: "d"
    case .playSession: "s"
    case .runTests: "t"
    }
  }
}
