import Testing
import TerminalUI

@Suite("Wrapping a dump's line like a dump")
struct DumpWrapTests {
  @Test("a line that fits is left alone, its indentation kept")
  func fits() {
    #expect(DumpWrap.lines("    count: 1", width: 40) == ["    count: 1"])
  }

  @Test("a nested value opens its brackets one level at a time, children one per line")
  func nested() {
    let action = "List.Action.row(.element(id: UUID(1), action: .stepper(.plusTapped)))"
    #expect(
      DumpWrap.lines(action, width: 30) == [
        "List.Action.row(",
        "  .element(",
        "    id: UUID(1),",
        "    action: .stepper(",
        "      .plusTapped",
        "    )",
        "  )",
        ")",
      ])
  }

  @Test("brackets and commas inside a string literal are text")
  func stringLiterals() {
    #expect(
      DumpWrap.lines(#"Row(title: "a (b, c)", count: 2)"#, width: 24) == [
        "Row(", #"  title: "a (b, c)","#, "  count: 2", ")",
      ])
  }

  @Test("a label whose value opens a group puts the value on its own line, deeper")
  func labelledOpening() {
    #expect(
      DumpWrap.lines("      addToCartState: AddToCartDomain.State(", width: 36) == [
        "      addToCartState:", "        AddToCartDomain.State(",
      ])
  }

  @Test("text with nowhere to break is cut at the width, each piece at the indentation")
  func hardWrap() {
    #expect(DumpWrap.lines("  abcdefghijklmnop", width: 10) == ["  abcdefgh", "  ijklmnop"])
  }
}
