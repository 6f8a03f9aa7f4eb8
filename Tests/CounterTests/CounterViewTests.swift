import CounterChapter
import TerminalUI
import Testing

/// `CounterView` on its own: a function from state to lines, so it is tested without a store.
@Suite("CounterView and BigNumber")
struct CounterViewTests {
  @Test("BigNumber draws each character three columns wide, one column apart, five rows tall")
  func bigNumber() {
    #expect(BigNumber(-12).width == 11)
    #expect(
      BigNumber(-12).rows == [
        "     █  ███",
        "    ██    █",
        "███  █  ███",
        "     █  █  ",
        "    ███ ███",
      ])
  }

  @Test("a number too wide for the window falls back to one compact line")
  func compactWhenTooWide() {
    let view = CounterView(state: CounterDomain.State(counter: -1_234_567_890))
    let lines = view.lines(size: TerminalSize(columns: 60, rows: 10)).map(\.plainText)

    #expect(
      lines.contains { $0.trimmingCharacters(in: .whitespaces) == "[ - ]  -1234567890  [ + ]" })
    #expect(!lines.contains { $0.contains("█") })
  }

  @Test("the state line always says what the store holds")
  func stateLine() {
    let lines = CounterView(state: CounterDomain.State(counter: 7))
      .lines(size: TerminalSize(columns: 80, rows: 20)).map(\.plainText)

    #expect(
      lines.last?.trimmingCharacters(in: .whitespaces) == "state  CounterDomain.State(counter: 7)")
  }
}
