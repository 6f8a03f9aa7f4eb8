import Testing

@testable import Kit

/// The menu's reducer on its own: the edges the keys rarely reach.
@Suite("The menu's reducer")
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

  @Test("the list's selection stays within the chapters however far it is moved")
  func selectionStaysInside() throws {
    let start = try state()
    #expect(reduced(start, .selectionMoved(by: -3)).selectedIndex == 0)
    #expect(reduced(start, .selectionMoved(by: 20)).selectedIndex == 7)
  }

  @Test("a chapter's page moves its highlight among what the chapter offers, and stops at the ends")
  func pageHighlight() throws {
    let page = reduced(try state(), .openTapped)
    #expect(page.screen == .chapterPage(highlighted: .read))
    #expect(reduced(page, .selectionMoved(by: -1)).screen == .chapterPage(highlighted: .read))
    #expect(reduced(page, .selectionMoved(by: 9)).screen == .chapterPage(highlighted: .runTests))
    #expect(reduced(page, .selectionMoved(by: 1)).selectedIndex == 0)
  }

  @Test(
    "a chapter without text or app opens on a page with nothing highlighted; Enter does nothing")
  func emptyPage() throws {
    let page = reduced(try state(selectedIndex: 7), .openTapped)
    #expect(page.screen == .chapterPage(highlighted: nil))
    #expect(reduced(page, .openTapped, .selectionMoved(by: 1)) == page)
  }

  @Test("the reader's line is never negative, and scrolling means nothing outside the reader")
  func readerLine() throws {
    let reading = reduced(try state(), .activityChosen(.read))
    #expect(reduced(reading, .readerScrolled(to: -4)).screen == .reader(offset: 0))
    #expect(reduced(reading, .readerScrolled(to: 12)).screen == .reader(offset: 12))
    let list = try state()
    #expect(reduced(list, .readerScrolled(to: 12)) == list)
  }

  @Test("back on the list changes nothing; back from the reader lands on Read the chapter")
  func back() throws {
    let list = try state()
    #expect(reduced(list, .backTapped) == list)
    let page = reduced(list, .activityChosen(.read), .backTapped)
    #expect(page.screen == .chapterPage(highlighted: .read))
  }

  @Test("a launch is asked for only when the selected chapter offers it")
  func launchOnlyWhenOffered() throws {
    #expect(reduced(try state(), .activityChosen(.runTests)).launch == .tests(chapter: 1))
    #expect(reduced(try state(selectedIndex: 7), .activityChosen(.runApp)).launch == nil)
  }
}
