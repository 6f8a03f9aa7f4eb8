import Composable
@testable import TerminalUI
import TestTags
import Testing

/// A `TabView`'s bar: the focus shows on a tab item without colour, and the footer lists the
/// keys that switch tabs, not a press of the tab already chosen.
@MainActor
@Suite("View tab bar", .tags(.terminalUI))
struct ViewTabBarTests {
  @Test("a focused tab item is marked ▶ between its number and title, with or without colour")
  func focusVisibleWithoutColour() {
    let store = Store(initialState: Browser.State()) { Browser() }
    let host = ViewHost(BrowserView(store: store))
    #expect(host.screen.contains("1 [Pages]  2 About"))

    host.tap("About")  // its content has nothing to focus: the focus stays on its tab item

    #expect(host.focusedTitle == "About")
    #expect(host.screen.contains("1 Pages  2▶[About]"))
    host.tap("Pages")  // the content gets the focus back
    #expect(host.focusedTitle == "Page 1")
  }

  @Test("on the chosen tab the footer offers the number keys, not Enter, which would change nothing")
  func hintsOnTheChosenTab() {
    let store = Store(initialState: Browser.State()) { Browser() }
    let runtime = ViewRuntime(running: BrowserView(store: store))
    _ = runtime.focus(title: "Pages")

    let hints = runtime.hints()

    #expect(!hints.contains(KeyHint("Enter", "press Pages")))
    #expect(hints.contains(KeyHint("1-2", "switch tabs")))
    _ = runtime.focus(title: "About")
    #expect(runtime.hints().contains(KeyHint("Enter", "press About")))
  }
}
