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
    #expect(runtime.focusedTitle == "+")
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
}
