import Composable
import Foundation
import TestTags
import Testing
@testable import TerminalUI

/// A list of twenty rows, each with a quantity stepper: its actions nest three levels deep
/// (`.row(.element(id:action: .quantityStepper(…)))`), as a composed feature's do, and `reloadAll`
/// replaces every row at once (a diff of many added lines).
private struct NestedListFeature: Reducer {
  struct Row: Equatable, Identifiable {
    let id: UUID
    var quantity = 0
  }

  struct State: Equatable {
    var rows = IdentifiedArrayOf<Row>(uniqueElements: (0..<20).map { Row(id: UUID($0)) })
  }

  enum StepperAction: Equatable {
    case incrementButtonTapped
  }

  enum Action: Equatable {
    case row(IdentifiedAction<UUID, StepperRowAction>)
    case reloadAll
  }

  enum StepperRowAction: Equatable {
    case quantityStepper(StepperAction)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .row(.element(let id, .quantityStepper(.incrementButtonTapped))):
      state.rows[id: id]?.quantity += 1
      return .none
    case .reloadAll:
      state.rows = IdentifiedArrayOf(uniqueElements: (100..<120).map { Row(id: UUID($0), quantity: 1) })
      return .none
    }
  }
}

@MainActor
@Suite("The action log panel", .tags(.terminalUI))
struct ActionLogPanelTests {
  private func started(columns: Int, rows: Int) -> (TerminalApp<NestedListFeature.State, NestedListFeature.Action>, VirtualTerminal) {
    let app = TerminalApp(
      title: "Nested", initialState: NestedListFeature.State(), reducer: NestedListFeature()
    ) { store in
      LeadingScreen { quantities(store) }
    }
    let terminal = VirtualTerminal(columns: columns, rows: rows)
    app.start(on: terminal)
    return (app, terminal)
  }

  /// The rows' quantities and the two buttons, at the leading edge.
  private func quantities(_ store: StoreOf<NestedListFeature>) -> some View {
    VStack(alignment: .leading) {
      ForEach(store.rows) { row in Text("row \(row.id.uuidString.suffix(2)): \(row.quantity)") }
      HStack {
        Button("Add one to row 2") {
          store.send(.row(.element(id: UUID(1), action: .quantityStepper(.incrementButtonTapped))))
        }
        .keyboardShortcut("+")
        Button("Reload") { store.send(.reloadAll) }.keyboardShortcut("R")
      }
      Spacer()
    }
  }

  /// The action's lines as the panel draws them: from `▸` to the line that closes it, with the
  /// box's borders and the view beside it taken off.
  private func actionRows(on terminal: VirtualTerminal) throws -> [String] {
    let start = try #require(terminal.lines.firstIndex { $0.contains("▸ NestedListFeature.Action.row(") })
    let column = try #require(terminal.lines[start].range(of: "▸"))
    let prefixWidth = terminal.lines[start].distance(from: terminal.lines[start].startIndex, to: column.lowerBound)
    return terminal.lines[start..<min(terminal.lines.count, start + 8)].map { line in
      var text = String(line.dropFirst(prefixWidth))
      while text.last == " " || text.last == "│" { text.removeLast() }
      return text
    }
  }

  @Test("at 80 columns, below the view, a nested action is shown whole, indented like a dump")
  func wholeActionAt80() throws {
    let (_, terminal) = started(columns: 80, rows: 40)
    terminal.press(.character("+"), .character("l"))
    #expect(
      try actionRows(on: terminal).prefix(3) == [
        "▸ NestedListFeature.Action.row(",
        "    .element(id: UUID(1), action: .quantityStepper(.incrementButtonTapped))",
        "  )",
      ])
    #expect(terminal.text.contains("−       quantity: 0"))
    #expect(terminal.text.contains("+       quantity: 1"))
  }

  @Test("at 110 columns, beside the view, a nested action is shown whole in the narrower panel")
  func wholeActionAt110() throws {
    let (_, terminal) = started(columns: 110, rows: 30)
    terminal.press(.character("+"), .character("l"))
    let header = try #require(terminal.lines.first { $0.contains("╭─ Action log") })
    #expect(header.hasPrefix("row 00: 0"))
    #expect(
      try actionRows(on: terminal) == [
        "▸ NestedListFeature.Action.row(",
        "    .element(",
        "      id: UUID(1),",
        "      action: .quantityStepper(",
        "        .incrementButtonTapped",
        "      )",
        "    )",
        "  )",
      ])
    #expect(terminal.text.contains("−       quantity: 0"))
    #expect(terminal.text.contains("+       quantity: 1"))
  }

  @Test("w cycles the panel's width: beside the view, half the screen, the full screen")
  func widthCycles() throws {
    let (app, terminal) = started(columns: 110, rows: 30)
    terminal.press(.character("+"), .character("l"))
    func panelColumn() throws -> Int {
      let row = try #require(terminal.lines.first { $0.contains("╭─ Action log") })
      return try #require(row.firstIndex(of: "╭")).utf16Offset(in: row)
    }
    #expect(app.logPanel.layout == .side)
    #expect(try panelColumn() == 110 - 44)
    terminal.press(.character("w"))
    #expect(app.logPanel.layout == .half)
    #expect(try panelColumn() == 110 - 55)
    terminal.press(.character("w"))
    #expect(app.logPanel.layout == .full)
    #expect(try panelColumn() == 0)
    #expect(!terminal.text.contains("row 00: 0"))
    terminal.press(.character("w"))
    #expect(app.logPanel.layout == .side)
    #expect(terminal.lines[1].hasPrefix("row 00: 0"))
  }

  @Test("a long diff is folded beside the view, the newest action's first line kept in view; full screen shows it all")
  func foldedDiff() throws {
    let (_, terminal) = started(columns: 110, rows: 30)
    terminal.press(.character("+"), .character("R"), .character("l"))
    // Twenty rows were replaced: the removed and the added runs are folded to their first lines.
    #expect(terminal.text.contains("▸ NestedListFeature.Action.reloadAll"))
    #expect(terminal.text.contains("−     … 75 more lines: w, full screen"))
    #expect(terminal.text.contains("+     … 75 more lines: w, full screen"))
    #expect(!terminal.text.contains("id: UUID(119)"))
    // The unchanged rows of the first action are folded as the test store folds them.
    terminal.press(.character("["), .character("["), .character("["), .character("["))
    #expect(terminal.text.contains("… (18 unchanged)"))
    terminal.press(.character("w"), .character("w"))
    #expect(!terminal.text.contains("more lines: w"))
    // Scrolled down until the diff's last row shows, sixty presses at most.
    for _ in 0..<60 where !terminal.text.contains("id: UUID(119)") { terminal.press(.character("]")) }
    #expect(terminal.text.contains("id: UUID(119)"))
  }

  @Test("the newest action's first line stays in view when its diff is taller than the panel")
  func newestHeaderInView() throws {
    let (_, terminal) = started(columns: 80, rows: 20)
    terminal.press(.character("+"), .character("R"), .character("l"))
    let header = try #require(terminal.lines.firstIndex { $0.contains("Action log · 2 actions") })
    #expect(terminal.lines[header + 1].contains("▸ NestedListFeature.Action.reloadAll"))
    #expect(terminal.lines[header].contains("↓"))
  }
}
