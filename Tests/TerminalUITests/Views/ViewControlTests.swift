import Composable
import ComposableTesting
import TerminalUI
import TestTags
import Testing

/// Every control: buttons by Enter, space and shortcut; text fields and toggles through
/// bindings that send binding actions; disabled buttons.
@MainActor
@Suite("View controls", .tags(.terminalUI))
struct ViewControlTests {
  @Test("typing into a field sends one binding action a character; Backspace takes one back")
  func textFieldSendsBindings() {
    let store = TestStoreOfSignIn()
    let host = ViewHost(SignInView(store: store.store))

    host.type("bo")
    host.press(.backspace)
    host.type("ob")

    #expect(store.actions == [
      .binding(.set(\.username, "b")), .binding(.set(\.username, "bo")),
      .binding(.set(\.username, "b")), .binding(.set(\.username, "bo")),
      .binding(.set(\.username, "bob")),
    ])
    #expect(host.screen.contains("Username: bob█"))
  }

  @Test("a value wider than the window keeps its end and the cursor in view, after …")
  func longValueKeepsTheCursorInView() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store), columns: 24, rows: 8)

    host.type("abcdefghijklmnopqrstuvwxyz")

    let field = host.screen.split(separator: "\n").first { $0.contains("Username:") } ?? ""
    // 24 columns: the title, …, as much of the end as fits, the cursor.
    #expect(field == "Username: …opqrstuvwxyz█")
    #expect(store.username == "abcdefghijklmnopqrstuvwxyz")
  }

  @Test("a toggle flips on Enter and on space")
  func toggle() {
    let store = Store(initialState: SignInForm.State(focus: nil)) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    host.tap("Remember me")
    #expect(store.remembersMe)
    host.press(.space)
    #expect(!store.remembersMe)
    #expect(host.screen.contains("[ ] Remember me"))
  }

  @Test("a disabled button is drawn, skipped by the focus, and refused when tapped")
  func disabledButton() {
    let store = Store(initialState: SignInForm.State()) { SignInForm() }
    let host = ViewHost(SignInView(store: store))

    #expect(host.screen.contains("Sign in"))
    var focused = [host.focusedTitle]
    for _ in 0..<3 {
      host.press(.tab)
      focused.append(host.focusedTitle)
    }
    #expect(focused == ["Username", "Email", "Remember me", "Username"])

    withKnownIssue {
      host.tap("Sign in")
    } matching: { issue in
      issue.description.contains(#"the button "Sign in" is disabled"#)
    }
    #expect(!store.submitted)

    host.type("ann")
    host.tap("Sign in")
    #expect(store.submitted)
  }

  @Test("Enter and space press the focused button; a keyboard shortcut presses its button")
  func pressing() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(
      VStack {
        Button("Pay") { store.send(.payTapped) }
        Button("Empty") { store.send(.emptyTapped) }.keyboardShortcut("e")
      })

    host.press(.enter)
    #expect(store.alert != nil)
    store.send(.alert(.dismiss))
    host.press(.space)
    #expect(store.alert != nil)
    store.send(.alert(.dismiss))
    host.press(.character("e"))
    #expect(store.dialog != nil)
  }

  @Test("$store.field.sending(…) turns a write into the action given")
  func sending() {
    let store = Store(initialState: Browser.State()) { Browser() }
    let binding = Bindable(store).tab.sending(Browser.Action.tabSelected)

    binding.wrappedValue = .about

    #expect(store.tab == .about)
    #expect(binding.wrappedValue == .about)
  }
}

/// A sign-in store that remembers every action it was sent.
@MainActor
private final class TestStoreOfSignIn {
  var actions: [SignInForm.Action] = []
  lazy var store = Store(initialState: SignInForm.State()) {
    Reduce<SignInForm.State, SignInForm.Action> { [unowned self] _, action in
      self.actions.append(action)
      return .none
    }
    SignInForm()
  }
}
