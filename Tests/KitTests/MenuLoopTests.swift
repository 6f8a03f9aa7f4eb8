import TestTags
import Testing

@testable import Kit

/// The loop around the menu: it leaves the menu for what the learner started and comes back
/// to it where it was.
@MainActor
@Suite("The menu loop", .tags(.kit), .timeLimit(.minutes(1)))
struct MenuLoopTests {
  /// What the loop did, in order.
  @MainActor
  final class Journal {
    var menuStates: [KitMenu.State] = []
    var launches: [Launch] = []
  }

  private func state(selectedIndex: Int = 0, screen: KitMenu.Screen = .chapterList) throws
    -> KitMenu.State
  {
    let testCourse = try TestCourse()
    defer { testCourse.remove() }
    var state = KitMenu.State(course: testCourse.course)
    state.selectedIndex = selectedIndex
    state.screen = screen
    return state
  }

  @Test("after a launch the menu comes back with the same selection and screen, nothing pending")
  func comesBack() async throws {
    let journal = Journal()
    var afterLaunch = try state(selectedIndex: 2, screen: .chapterPage)
    afterLaunch.launch = .tests(chapter: 3)
    var quitting = try state(selectedIndex: 2)
    quitting.launch = nil
    let ends = [(Int32(0), afterLaunch), (Int32(0), quitting)]
    let loop = MenuLoop(
      runMenu: { state in
        journal.menuStates.append(state)
        return ends[journal.menuStates.count - 1]
      },
      perform: {
        journal.launches.append($0)
        return nil
      })

    let code = await loop.run(from: try state())

    #expect(code == 0)
    #expect(journal.launches == [.tests(chapter: 3)])
    #expect(journal.menuStates.count == 2)
    let reopened = try #require(journal.menuStates.last)
    #expect(reopened.selectedIndex == 2)
    #expect(reopened.screen == .chapterPage)
    #expect(reopened.launch == nil)
  }

  @Test("Ctrl-C in the menu ends the loop with 130 even if something was asked for")
  func controlC() async throws {
    let journal = Journal()
    var interrupted = try state()
    interrupted.launch = .app(chapter: 1)
    let loop = MenuLoop(
      runMenu: { state in
        journal.menuStates.append(state)
        return (130, interrupted)
      },
      perform: {
        journal.launches.append($0)
        return nil
      })

    #expect(await loop.run(from: try state()) == 130)
    #expect(journal.launches.isEmpty)
    #expect(journal.menuStates.count == 1)
  }

  @Test("a launch ended by SIGTERM ends the kit with its code instead of reopening the menu")
  func terminatedLaunch() async throws {
    let journal = Journal()
    var launching = try state()
    launching.launch = .app(chapter: 1)
    let loop = MenuLoop(
      runMenu: { state in
        journal.menuStates.append(state)
        return (0, launching)
      },
      perform: {
        journal.launches.append($0)
        return 143
      })

    #expect(await loop.run(from: try state()) == 143)
    #expect(journal.launches == [.app(chapter: 1)])
    #expect(journal.menuStates.count == 1)
  }

  @Test(
    "only SIGTERM and SIGHUP end the kit; a quit, Ctrl-C or a failure come back to the menu",
    arguments: [(Int32(143), true), (129, true), (0, false), (130, false), (1, false)])
  func endsTheKit(exitCode: Int32, ends: Bool) {
    #expect(Launcher.endsTheKit(exitCode) == ends)
  }
}
