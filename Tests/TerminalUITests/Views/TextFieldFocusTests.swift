import Composable
import Foundation
import TerminalUI
import TestTags
import Testing

/// What a text field shows of the focus, and what leaving it gives back to the keys.
@MainActor
@Suite("Text fields and the focus", .tags(.terminalUI))
struct TextFieldFocusTests {
  @Test("only the focused field shows the cursor; an empty one shows its title and an empty line")
  func cursor() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store), columns: 40, rows: 8)
    let rows = host.screen.split(separator: "\n")
    #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Username: █") })
    #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == "Email:" })
    host.press(.tab)
    #expect(host.focusedTitle == "Email")
    #expect(host.screen.contains("Email: █"))
    #expect(!host.screen.contains("Username: █"))
  }

  @Test("Esc leaves the field: what is typed then is no longer text")
  func leaving() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store), columns: 40, rows: 8)
    host.type("ann")
    host.press(.escape)
    #expect(host.focusedTitle == nil)
    #expect(store.focus == nil)
    host.press(.character("x"))
    #expect(store.username == "ann")
  }
}
