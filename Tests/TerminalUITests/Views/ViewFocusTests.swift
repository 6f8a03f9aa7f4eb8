import Composable
import ComposableTesting
import TerminalUI
import TestTags
import Testing

/// The focus: where a screen gives it first, how keys move it, how it follows and writes the
/// state's `focus` field (in place of `@FocusState` and `.bind`).
@MainActor
@Suite("View focus", .tags(.terminalUI))
struct ViewFocusTests {
  @Test("a screen gives the focus to the control its focus state names, else its first")
  func firstFocus() {
    let named = Store(initialState: SignInForm.State(focus: .email)) { SignInForm() }
    #expect(ViewHost(SignInView(store: named)).focusedTitle == "Email")

    let unnamed = Store(initialState: SignInForm.State(focus: nil)) { SignInForm() }
    #expect(ViewHost(SignInView(store: unnamed)).focusedTitle == "Username")
  }

  @Test("focus order is reading order: Tab and ↓ forward, Shift-Tab and ↑ back, disabled skipped")
  func order() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    host.press(.tab)
    #expect(host.focusedTitle == "Email")
    host.press(.down)
    #expect(host.focusedTitle == "Remember me")
    host.press(.tab)  // Sign in is disabled while the username is empty: Tab wraps to the top
    #expect(host.focusedTitle == "Username")
    host.press(.shiftTab)
    #expect(host.focusedTitle == "Remember me")
    host.press(.up)
    #expect(host.focusedTitle == "Email")
  }

  @Test("moving the focus writes the focus state; a control without .focused writes nil")
  func writesFocusState() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    host.press(.tab)
    #expect(store.focus == .email)
    host.press(.tab)
    #expect(store.focus == nil)
    #expect(host.focusedTitle == "Remember me")
  }

  @Test("the focus follows the state when the reducer moves it")
  func followsState() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    store.send(.binding(.set(\.focus, .email)))

    #expect(host.focusedTitle == "Email")
  }

  @Test("Esc leaves a text field keeping its place: typing stops, and Tab moves on from that field")
  func escapeLeavesField() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    host.type("ann")
    host.press(.escape)
    host.press(.character("x"))

    #expect(store.username == "ann")
    #expect(store.focus == nil)
    #expect(host.focusedTitle == nil)
    host.press(.tab)
    #expect(host.focusedTitle == "Email")
  }

  @Test("a sheet presented again is a new layer: the focus starts on its first control again")
  func sheetPresentedAgainStartsAfresh() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)

    host.tap("Basket")
    host.press(.down)
    #expect(host.focusedTitle == "Close")
    host.press(.escape)
    host.tap("Basket")

    #expect(host.focusedTitle == "Add")
  }

  @Test("a layer covered by an alert keeps its focus for when the alert goes")
  func coveredLayerKeepsItsFocus() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)

    host.press(.down)
    #expect(host.focusedTitle == "Pay")
    host.tap("Pay")
    host.press(.escape)

    #expect(host.focusedTitle == "Pay")
  }
}
