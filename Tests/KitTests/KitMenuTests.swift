import TerminalUI
import TestTags
import Testing

@testable import Kit

/// The menu's reducer on its own: the edges the keys rarely reach.
@Suite("The menu's reducer", .tags(.kit))
struct KitMenuTests {
  /// The menu on a test course, chapter 8 listed as still coming (no text, no app).
  private func state(screen: KitMenu.Screen = .chapterList, selectedIndex: Int = 0) throws
    -> KitMenu.State
  {
    let testCourse = try TestCourse(coming: [8])
    defer { testCourse.remove() }
    var state = KitMenu.State(course: testCourse.course)
    state.screen = screen
    state.selectedIndex = selectedIndex
    return state
  }

  private func reduced(_ state: KitMenu.State, _ actions: KitMenu.Action...) -> KitMenu.State {
    var state = state
    for action in actions { _ = KitMenu().reduce(into: &state, action: action) }
    return state
  }

  @Test("focusing a chapter's row selects it; a number that is no chapter, or no focus, keeps the selection")
  func focusSelects() throws {
    let start = try state()
    #expect(start.focus == .chapter(1))
    let third = reduced(start, .focusChanged(.chapter(3)))
    #expect(third.selectedIndex == 2)
    #expect(reduced(third, .focusChanged(.chapter(42))).selectedIndex == 2)
    #expect(reduced(third, .focusChanged(nil)).selectedIndex == 2)
  }

  @Test("a chapter's page opens focused on its first activity, and back on the list the chapter has the focus")
  func pageFocus() throws {
    let page = reduced(try state(), .focusChanged(.chapter(2)), .chapterTapped(2))
    #expect(page.screen == .chapterPage)
    #expect(page.selectedIndex == 1)
    // This course has no text for chapter 2: its first activity is running the app.
    #expect(page.focus == .item(.activity(.runApp)))
    let list = reduced(page, .backTapped)
    #expect(list.screen == .chapterList)
    #expect(list.focus == .chapter(2))
  }

  @Test(
    "a chapter without text or app opens on a page with nothing focused; its activities do nothing")
  func emptyPage() throws {
    let page = reduced(try state(), .chapterTapped(8))
    #expect(page.screen == .chapterPage)
    #expect(page.focus == nil)
    #expect(reduced(page, .activityChosen(.runApp), .activityChosen(.read)) == page)
  }

  @Test("the reader's line is never negative, and its moves mean nothing outside the reader")
  func readerLine() throws {
    let reading = reduced(try state(), .activityChosen(.read))
    #expect(reduced(reading, .readerMoved(ReaderPosition(offset: -4))).screen == .reader(offset: 0))
    #expect(reduced(reading, .readerMoved(ReaderPosition(offset: 12))).screen == .reader(offset: 12))
    let list = try state()
    #expect(reduced(list, .readerMoved(ReaderPosition(offset: 12))) == list)
  }

  @Test("back on the list changes nothing; back from the reader focuses Read the chapter")
  func back() throws {
    let list = try state()
    #expect(reduced(list, .backTapped) == list)
    let page = reduced(list, .chapterTapped(1), .activityChosen(.read), .backTapped)
    #expect(page.screen == .chapterPage)
    #expect(page.focus == .item(.read))
  }

  @Test("kit read N is a pager: closing its reader closes the kit, where the menu's reader goes back to the page")
  func readerOnly() throws {
    var reading = reduced(try state(), .chapterTapped(1), .activityChosen(.read))
    reading.isReaderOnly = true
    let closed = reduced(reading, .backTapped)
    #expect(closed.isClosed)
    #expect(closed.screen == reading.screen, "the reader stays on screen until the kit stops")
    #expect(!reduced(try state(), .chapterTapped(1), .activityChosen(.read), .backTapped).isClosed)
  }

  @Test("a launch is asked for only when the selected chapter offers it")
  func launchOnlyWhenOffered() throws {
    #expect(reduced(try state(), .activityChosen(.runTests)).launch == .tests(chapter: 1))
    #expect(reduced(try state(selectedIndex: 7), .activityChosen(.runApp)).launch == nil)
  }
}
