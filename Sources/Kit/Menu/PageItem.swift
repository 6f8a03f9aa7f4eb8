/// One line a chapter's page lists and can highlight: an activity of the chapter, or one of its
/// exercises.
enum PageItem: Hashable, Sendable {
  /// Read, run the app, play the demo or a recorded session, run the tests.
  case activity(ChapterActivity)
  /// An exercise, by id: Enter opens its screen.
  case exercise(String)

  /// Reading the chapter.
  static let read = PageItem.activity(.read)
  /// Playing its demo.
  static let playDemo = PageItem.activity(.playDemo)
  /// Running its tests.
  static let runTests = PageItem.activity(.runTests)
}
