import TerminalUI
import TestTags
import Testing

/// The arrows move the focus in their direction: ↑/↓ to the control nearest the focus's column
/// on the row above or below, ←/→ along the row; Tab keeps reading order.
@MainActor
@Suite("View arrows", .tags(.terminalUI))
struct ViewArrowTests {
  @Test("↓ from a row's - goes to the next row's -, never to the same row's +")
  func downGoesToTheNextRow() {
    let host = ViewHost(RowsView(presses: RowPresses()))
    #expect(host.focusedTitle == "-")

    host.press(.down)
    host.tap("-")  // the focused one: Pears' -
    #expect(host.focusedTitle == "-")
    host.press(.down)  // Plums has no -: its control nearest that column is its +
    #expect(host.focusedTitle == "+")
    host.press(.down)
    #expect(host.focusedTitle == "Checkout")
    host.press(.up)  // Checkout stands under the middle of the rows, under Plums' Add
    #expect(host.focusedTitle == "Add Plums")
    host.press(.up)
    #expect(host.focusedTitle == "Add Pears")
  }

  @Test("→ and ← move along the row and stop at its ends; Tab still goes in reading order")
  func sidewaysAlongTheRow() {
    let presses = RowPresses()
    let host = ViewHost(RowsView(presses: presses))

    host.press(.right)
    #expect(host.focusedTitle == "+")
    host.press(.right)
    #expect(host.focusedTitle == "Add Apples")
    host.press(.right)
    #expect(host.focusedTitle == "Add Apples")
    host.press(.left)
    host.press(.left)
    host.press(.left)
    #expect(host.focusedTitle == "-")
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedTitle == "-")
    host.press(.enter)
    #expect(presses.pressed == ["Pears -"])
  }
}
