import TestTags
import Testing

@testable import TerminalUI

/// `GroupBox`, as SwiftUI code writes it: a border round its content, a title in the border,
/// the controls inside reachable as anywhere else.
@MainActor
@Suite("GroupBox", .tags(.terminalUI))
struct GroupBoxTests {
  /// A box of the room a window leaves beside a label, with a button inside.
  private struct Order: View {
    @State var items = 3

    var body: some View {
      HStack(alignment: .top) {
        Text("Cart")
        GroupBox("Order") {
          Text("\(items) items")
          Button("Add") { items += 1 }
        }
      }
    }
  }

  @Test("GroupBox takes the room it is offered: its title in the top border, its content inside, a column apart")
  func bordersItsContent() {
    let host = ViewHost(Order(), columns: 26, rows: 5)
    #expect(
      host.screen == """
        Cart ╭─ Order ───────────╮
             │ 3 items           │
             │ ▶ Add ◀           │
             │                   │
             ╰───────────────────╯
        """)

    host.tap("Add")
    #expect(host.screen.contains("│ 4 items           │"))
  }

  @Test("A title too long for the border is cut with …; content taller than the box is cut at its bottom border")
  func cutsWhatDoesNotFit() {
    let box = GroupBox("A title far too long") {
      ForEach(1..<6) { Text("Row \($0)") }
    }
    #expect(
      ViewHost(box, columns: 16, rows: 4).screen == """
        ╭─ A title fa…─╮
        │ Row 1        │
        │ Row 2        │
        ╰──────────────╯
        """)
  }

  @Test("Without a title the top border is unbroken; with fewer than three rows the box draws nothing")
  func untitledAndTooShort() {
    let box = GroupBox { Text("Hi") }
    #expect(ViewHost(box, columns: 8, rows: 3).screen == "╭──────╮\n│ Hi   │\n╰──────╯")
    #expect(ViewHost(box, columns: 8, rows: 2).screen.allSatisfy { $0 == "\n" })
  }
}
