import TerminalUI
import TestTags
import Testing

@Suite("A help's lines wrapped to a terminal's width under their columns", .tags(.terminalUI))
struct ColumnWrapTests {
  private let help = """
    Usage:
      tool --long-option FILE   reads FILE and prints every line of it, numbered, then
                                the count
      tool --help               this help
    Exit codes: 0 done, 1 a file that cannot be read, 2 an option the tool does not know.
    """

  @Test("a line that fits stays as it is; without a width (no terminal) every line does")
  func fits() {
    #expect(help.wrappedUnderColumns(toWidth: 90) == help)
    #expect(help.wrappedUnderColumns(toWidth: nil) == help)
  }

  @Test("a two-column line goes on under its second column, taking in the line written under it")
  func secondColumn() {
    #expect(
      help.wrappedUnderColumns(toWidth: 60) == """
        Usage:
          tool --long-option FILE   reads FILE and prints every line
                                    of it, numbered, then the count
          tool --help               this help
        Exit codes: 0 done, 1 a file that cannot be read, 2 an
        option the tool does not know.
        """)
  }

  @Test("a second column too narrow to read: the line goes on under its indentation instead")
  func narrowColumn() {
    #expect(
      "  tool --long-option FILE   reads FILE and prints it".wrappedUnderColumns(toWidth: 40)
        == "  tool --long-option FILE reads FILE and\n  prints it")
  }
}
