import Composable
import TerminalUI
import TestTags
import Testing

/// A focused text field edits like a line editor: ←/→ and Home/End move its cursor, typing,
/// Backspace and Delete act at the cursor; Tab, ↑/↓ and Esc leave it.
@MainActor
@Suite("View line editor", .tags(.terminalUI))
struct ViewLineEditorTests {
  @Test("← → Home End move the cursor; typing, Backspace and Delete act where it is")
  func editsAtTheCursor() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    host.type("ann")
    host.press(.left)
    host.press(.left)
    host.type("d")
    #expect(store.username == "adnn")
    #expect(host.focusedTitle == "Username")  // ← moved the cursor, not the focus
    #expect(host.screen.contains("Username: ad▏nn"))
    host.press(.home)
    host.type("J")
    host.press(.delete)
    #expect(store.username == "Jdnn")
    host.press(.end)
    host.press(.backspace)
    #expect(store.username == "Jdn")
    #expect(host.screen.contains("Username: Jdn█"))
  }

  @Test("↓ and ↑ leave the field for the control below or above")
  func verticalArrowsLeave() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    host.press(.down)
    #expect(host.focusedTitle == "Email")
    host.press(.up)
    #expect(host.focusedTitle == "Username")
  }
}
