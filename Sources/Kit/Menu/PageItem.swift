/// A control on a chapter's page that the menu's state can name as focused: an activity of the
/// chapter, or one of its exercises.
enum PageItem: Hashable, Sendable {
  /// Read, run the app, play the demo or a recorded session, run the tests.
  case activity(ChapterActivity)
  /// An exercise, by id: its button opens its screen.
  case exercise(String)

  /// Reading the chapter.
  static let read = PageItem.activity(.read)
  /// Playing its demo.
  static let playDemo = PageItem.activity(.playDemo)
}
