import TerminalUI
import TestTags
import Testing

/// `HStack(alignment:)` lines up children of different heights, `.firstTextBaseline` as Point-Free's
/// favoriting case study writes it; `.safeAreaInset`'s `alignment` and `spacing`.
@MainActor
@Suite("HStack(alignment: .firstTextBaseline) and safeAreaInset's alignment and spacing", .tags(.terminalUI))
struct AlignmentTests {
  /// A two-row view beside a one-row title.
  private func row(_ alignment: VerticalAlignment) -> [String] {
    ViewHost(
      HStack(alignment: alignment) {
        Text("Episode 1")
        VStack {
          Text("♥")
          Text("favorite")
          Text("42")
        }
      }, columns: 30, rows: 4
    ).screen.components(separatedBy: "\n").filter { !$0.isEmpty }
  }

  @Test("firstTextBaseline lines up the first rows, lastTextBaseline the last, center the middle")
  func verticalAlignments() {
    #expect(row(.firstTextBaseline) == ["      Episode 1    ♥", "                favorite", "                   42"])
    #expect(row(.lastTextBaseline) == ["                   ♥", "                favorite", "      Episode 1    42"])
    #expect(row(.center) == ["                   ♥", "      Episode 1 favorite", "                   42"])
    #expect(row(.top) == row(.firstTextBaseline))
    #expect(row(.bottom) == row(.lastTextBaseline))
  }

  @Test("safeAreaInset places its content across the view by alignment")
  func safeAreaInsetAlignment() {
    let lines = ViewHost(
      VStack(alignment: .leading) { Text("Green tea"); Text("Black tea") }
        .safeAreaInset(edge: .bottom, alignment: .trailing) { Text("2 teas") },
      columns: 20, rows: 6
    ).screen.components(separatedBy: "\n")
    #expect(lines == ["     Green tea", "     Black tea", "", "", "", "        2 teas"])
  }

  @Test("safeAreaInset leaves spacing between its content and the view, twenty points a row")
  func safeAreaInsetSpacing() {
    let lines = ViewHost(
      VStack(alignment: .leading) { Text("Green tea"); Text("Black tea") }
        .safeAreaInset(edge: .top, alignment: .leading, spacing: 40) { Text("2 teas") },
      columns: 20, rows: 5
    ).screen.components(separatedBy: "\n")
    #expect(lines == ["     2 teas", "", "", "     Green tea", "     Black tea"])
  }
}
