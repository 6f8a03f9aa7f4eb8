@testable import TerminalUI
import TestTags
import Testing

/// Keyboard shortcuts: one that several controls share (the `-` of every row) acts on the one in
/// the focused row, and nothing where that row has none; one that a single control has acts
/// from anywhere on its layer. The footer lists a shortcut only where it acts.
@MainActor
@Suite("View shortcuts", .tags(.terminalUI))
struct ViewShortcutTests {
  @Test("a shared shortcut presses the one in the focused row, never another row's")
  func sharedShortcutActsInTheFocusedRow() {
    let presses = RowPresses()
    let runtime = ViewRuntime(running: RowsView(presses: presses))

    _ = runtime.handle(Key.character("-"))
    #expect(presses.pressed == ["Apples -"])
    _ = runtime.focus(title: "Add Plums")
    _ = runtime.handle(Key.character("-"))  // Plums has no -: nothing, not Pears' or Apples'
    _ = runtime.handle(Key.character("+"))
    #expect(presses.pressed == ["Apples -", "Plums +"])
    #expect(runtime.focusedTitle == "Add Plums")  // the shortcut left the focus where it was
  }

  @Test("Esc pops a navigation stack, not a screen with a Back button of its own: not offered there, nor said by --help")
  func escapeIsNotABackButton() {
    let closed = Recorded(false)
    let runtime = ViewRuntime(running: VStack {
      Button("Back") { closed.value = true }.keyboardShortcut("b")
      Text("John Doe")
    })

    #expect(runtime.handle(.escape) == false)
    #expect(!closed.value)
    #expect(!runtime.hints().contains { $0.keys == "Esc" })
    let escape = runtime.usageHints().first { $0.keys == "Esc" }
    #expect(escape?.action == "leave a field, close a sheet, cancel an alert, pop a navigation stack")
  }

  @Test("a shortcut presses its control and leaves the focus where it was, as SwiftUI's does")
  func shortcutLeavesTheFocus() {
    let serverFails = Recorded(false)
    let presses = RowPresses()
    let host = ViewHost(ServerSwitchView(serverFails: serverFails, presses: presses), columns: 60, rows: 6)
    #expect(host.focusedTitle == "Go to Cart")

    host.press(.character("f"))
    #expect(serverFails.value)
    #expect(host.focusedTitle == "Go to Cart")

    host.press(.down)
    host.press(.enter)  // presses Remove all, below the focus: the switch stays on
    #expect(presses.pressed == ["Remove all"])
    #expect(serverFails.value)
  }

  @Test("a row's shortcut acts only in its row, even when no other row shows one now")
  func rowShortcutStaysInItsRow() {
    let presses = RowPresses()
    let runtime = ViewRuntime(running: RowsView(presses: presses, withoutMinus: ["Pears", "Plums"]))
    _ = runtime.focus(title: "Add Plums")

    _ = runtime.handle(Key.character("-"))

    #expect(presses.pressed.isEmpty)
    #expect(!runtime.hints().contains(KeyHint("-", "press -")))
  }

  @Test("a shortcut of one control acts from anywhere on the layer")
  func singleShortcutActsFromAnywhere() {
    let presses = RowPresses()
    let runtime = ViewRuntime(running: RowsView(presses: presses))
    _ = runtime.focus(title: "Add Pears")

    _ = runtime.handle(Key.character("c"))

    #expect(presses.pressed == ["Checkout"])
  }

  @Test("the footer lists a shared shortcut only in a row that has it")
  func hintsListOnlyWhatActs() {
    let presses = RowPresses()
    let runtime = ViewRuntime(running: RowsView(presses: presses))
    _ = runtime.focus(title: "Add Pears")
    #expect(runtime.hints().contains(KeyHint("-", "press -")))
    #expect(runtime.hints().contains(KeyHint("c", "press Checkout")))

    _ = runtime.focus(title: "Add Plums")
    #expect(!runtime.hints().contains(KeyHint("-", "press -")))
    #expect(runtime.hints().contains(KeyHint("+", "press +")))
    #expect(runtime.hints().contains(KeyHint("c", "press Checkout")))
  }

  @Test("`.help` says what a shortcut does, and the keys whose controls say the same share one hint, the focused one's too")
  func helpGroupsShortcuts() {
    let runtime = ViewRuntime(running: PagerButtons())

    #expect(runtime.hints() == [
      KeyHint("Tab ↑↓", "move"), KeyHint("Enter", "press Next page"),
      KeyHint("PgDn PgUp", "turn the page"), KeyHint("Esc q", "close"), KeyHint("s", "press Save"),
    ])
    #expect(!runtime.hints().contains { $0.keys == "PgUp" || $0.action == "press Close" })
  }
}

/// Buttons that `.help` groups (two page turns, two ways to close) beside one it does not (Save).
private struct PagerButtons: View {
  var body: some View {
    HStack {
      Button("Next page") {}.keyboardShortcut(.pageDown).help("turn the page")
      Button("Previous page") {}.keyboardShortcut(.pageUp).help("turn the page")
      Button("Back") {}.keyboardShortcut(.escape).help("close")
      Button("Close") {}.keyboardShortcut("q").help("close")
      Button("Save") {}.keyboardShortcut("s")
    }
  }
}

/// Chapter 5's screen in small: "Go to Cart" above "Remove all" and the server's switch, whose
/// shortcut `f` flips it from anywhere.
private struct ServerSwitchView: View {
  let serverFails: Recorded<Bool>
  let presses: RowPresses

  var body: some View {
    VStack(alignment: .leading) {
      Button("Go to Cart") { presses.pressed.append("Go to Cart") }
      HStack {
        Button("Remove all") { presses.pressed.append("Remove all") }.keyboardShortcut("x")
        Toggle("Server fails orders", isOn: serverFails.binding).keyboardShortcut("f")
      }
    }
  }
}
