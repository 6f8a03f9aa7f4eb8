import TestTags
import Testing
import TerminalUI

@Suite("Wrapping a dump's line like a dump", .tags(.terminalUI))
struct DumpWrapTests {
  @Test("each line wraps as its own example says", arguments: examples)
  func wraps(_ example: LinesExample) {
    #expect(DumpWrap.lines(example.text, width: example.width) == example.lines)
  }

  private static let examples: [LinesExample] = [
    LinesExample(
      "a line that fits is left alone, its indentation kept", "    count: 1", width: 40,
      lines: ["    count: 1"]),
    LinesExample(
      "a nested value opens its brackets one level at a time, children one per line",
      "List.Action.row(.element(id: UUID(1), action: .stepper(.plusTapped)))", width: 30,
      lines: [
        "List.Action.row(",
        "  .element(",
        "    id: UUID(1),",
        "    action: .stepper(",
        "      .plusTapped",
        "    )",
        "  )",
        ")",
      ]),
    LinesExample(
      "brackets and commas inside a string literal are text",
      #"Row(title: "a (b, c)", count: 2)"#, width: 24,
      lines: ["Row(", #"  title: "a (b, c)","#, "  count: 2", ")"]),
    LinesExample(
      "a label whose value opens a group puts the value on its own line, deeper",
      "      addToCartState: AddToCartDomain.State(", width: 36,
      lines: ["      addToCartState:", "        AddToCartDomain.State("]),
    LinesExample(
      "text with nowhere to break is cut at the width, each piece at the indentation",
      "  abcdefghijklmnop", width: 10, lines: ["  abcdefgh", "  ijklmnop"]),
    LinesExample(
      "a long string in a diff breaks after a space, never inside a word",
      "    \"Stash your laptop in the padded sleeve\"", width: 24,
      lines: ["    \"Stash your laptop", "    in the padded", "    sleeve\""]),
    LinesExample(
      "a long path breaks after a /, never inside its file name",
      "  \"Exercises/Workbook/05-Alerts/AlertFromScratch.swift\"", width: 34,
      lines: ["  \"Exercises/Workbook/05-Alerts/", "  AlertFromScratch.swift\""]),
  ]
}
