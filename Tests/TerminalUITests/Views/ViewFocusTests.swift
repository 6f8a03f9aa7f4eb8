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

  @Test("when the focused control goes, the focus goes to the one that took its place doing the same: Add to Cart's +")
  func focusGoesToTheControlThatTookItsPlace() {
    let host = ViewHost(
      VStack(alignment: .leading) {
        ForEach(["Apples", "Pears"], id: \.self) { fruit in CartStepper(fruit: fruit) }
      }, columns: 40, rows: 2)
    #expect(host.focusedTitle == "Add to Cart")

    host.press(.enter)
    #expect(host.focusedTitle == "+")  // not the - that would take the apple out again
    host.press(.enter)
    #expect(host.screen.contains("Apples [ - ] 2 ▶ + ◀"))

    host.press(.left)
    host.press(.enter)
    host.press(.enter)  // the - went at 0: its row's Add to Cart takes the focus, not Pears'
    #expect(host.screen.contains("Apples ▶ Add to Cart ◀"))
    #expect(host.screen.contains("Pears [ Add to Cart ]"))
  }

  @Test("the layer that comes back on top gets its focus back: after a sheet closed by Esc, a pushed screen popped")
  func layerBackOnTopGetsItsFocusBack() {
    let host = ViewHost(EditAndBrowse(), columns: 50, rows: 10)
    host.press(.down)
    host.press(.enter)
    #expect(host.focusedTitle == "Name")
    host.type("Ann")
    host.press(.escape)  // leaves the field
    host.press(.escape)  // closes the sheet
    #expect(host.focusedTitle == "Edit")

    host.press(.down)
    host.press(.enter)
    #expect(host.screen.contains("Likes"))
    host.press(.escape)
    #expect(host.focusedTitle == "Teas")
  }
}

/// A product's stepper as chapter 2 draws it, on `@State`: "Add to Cart" at 0, `- n +` above,
/// "Add to Cart" and `+` both pressed by `+`.
private struct CartStepper: View {
  let fruit: String
  @State private var count = 0

  var body: some View {
    HStack {
      Text(fruit)
      if count > 0 {
        Button("-") { count -= 1 }.keyboardShortcut("-")
        Text("\(count)")
        Button("+") { count += 1 }.keyboardShortcut("+")
      } else {
        Button("Add to Cart") { count += 1 }.keyboardShortcut("+")
      }
    }
  }
}

/// A screen with a Back button of its own, an Edit sheet with a field, and a link that pushes.
private struct EditAndBrowse: View {
  @State private var isEditing = false
  @State private var name = ""

  var body: some View {
    NavigationStack {
      VStack {
        Button("Back") {}
        Button("Edit") { isEditing = true }
        NavigationLink("Teas") { Button("Likes") {} }
      }
      .sheet(isPresented: $isEditing) {
        VStack {
          TextField("Name", text: $name)
          Button("Save") { isEditing = false }
        }
      }
    }
  }
}
