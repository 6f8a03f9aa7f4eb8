import TestTags
import Testing
import TerminalUI

@Suite("Lines: truncation, padding, spreading, columns, wrapping, slicing", .tags(.terminalUI))
struct LineLayoutTests {
  @Test("a word wider than the width breaks after its last / that fits: a path keeps its file name whole")
  func pathsBreakBetweenFolders() {
    // The kit's chapter page at 80×24 gives an exercise's file 30 columns.
    let lines = Line("not started 05-Alerts/AlertFromScratch.swift").wrapped(toWidth: 30).map(\.plainText)
    #expect(lines == ["not started", "05-Alerts/", "AlertFromScratch.swift"])
    #expect(Line("abcdefghij").wrapped(toWidth: 4).map(\.plainText) == ["abcd", "efgh", "ij"])
  }

  @Test("truncation ends in an ellipsis and never exceeds the width")
  func truncation() {
    #expect("Hello, world".truncated(toWidth: 8) == "Hello, …")
    #expect("Hello".truncated(toWidth: 5) == "Hello")
    #expect("Hello".truncated(toWidth: 1) == "…")
    #expect("Hello".truncated(toWidth: 0) == "")
    // A wide character that would straddle the edge is left out, not split.
    #expect("日本語のテキスト".truncated(toWidth: 6) == "日本…")
    #expect("日本語のテキスト".truncated(toWidth: 6).displayWidth <= 6)
  }

  @Test("truncation keeps the styles of the text it keeps")
  func truncationKeepsStyles() {
    let line = Line("bold", style: .bold) + Line(" plain text")
    let cut = line.truncated(toWidth: 6)
    #expect(cut.plainText == "bold …")
    #expect(cut.spans.first?.style == .bold)
  }

  @Test("padding and centring")
  func padding() {
    #expect(Line("ab").padded(toWidth: 5).plainText == "ab   ")
    #expect(Line("日本").padded(toWidth: 5).width == 5)
    #expect(Line("ab").centered(inWidth: 6).plainText == "  ab")
  }

  @Test("Line.spread puts one line at the start and one at the end, or keeps the first")
  func spread() {
    #expect(Line.spread("ab", "cd", width: 8).plainText == "ab    cd")
    #expect(Line.spread("abcdef", "cd", width: 8).plainText == "abcdef")
    #expect(Line.spread("abcdefghij", "cd", width: 8).plainText == "abcdefg…", "cut to fit")
  }

  @Test("word wrapping keeps words whole and breaks only words longer than the width")
  func wrapping() {
    let wrapped = Line("The quick brown fox jumps over the lazy dog").wrapped(toWidth: 10)
    #expect(wrapped.map(\.plainText) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
    #expect(Line("abcdefghij").wrapped(toWidth: 4).map(\.plainText) == ["abcd", "efgh", "ij"])
    #expect(Line("").wrapped(toWidth: 4).map(\.plainText) == [""])
    #expect(Line("日本語の文").wrapped(toWidth: 4).map(\.plainText) == ["日本", "語の", "文"])
  }

  @Test("a line that fits wraps to itself; spaces at its ends or side by side are still folded")
  func wrappingWhatFits() {
    let fitting = Line("fits as it is", style: .bold)
    #expect(fitting.wrapped(toWidth: 13) == [fitting])
    let twoStyles = Line("a ") + Line("b", style: .bold)
    #expect(twoStyles.wrapped(toWidth: 10) == [Line("a ") + Line("b", style: .bold)])
    #expect(Line("  two  spaces ").wrapped(toWidth: 40) == [Line("two spaces")])
    #expect(Line("one  two").wrapped(toWidth: 40) == [Line("one two")])
  }

  @Test("wrapping keeps each word's style")
  func wrappingStyles() {
    let line = Line("plain ") + Line("bold words", style: .bold)
    let wrapped = line.wrapped(toWidth: 6)
    #expect(wrapped.map(\.plainText) == ["plain", "bold", "words"])
    #expect(wrapped[1].spans.allSatisfy { $0.style == .bold })
  }

  @Test("slicing by columns turns a cut wide character into spaces")
  func slicing() {
    let line = Line("ab日本cd")
    #expect(line.slice(fromColumn: 1, toColumn: 5).plainText == "b日 ")
    #expect(line.slice(fromColumn: 3, toColumn: 8).plainText == " 本cd")
  }

  @Test("slicing keeps the spans inside whole and leaves out a zero-width character at the end")
  func slicingSpans() {
    let line = Line("ab") + Line("cd", style: .bold) + Line("ef\u{200B}") + Line("gh", style: .dim)
    #expect(line.slice(fromColumn: 2, toColumn: 6) == Line("cd", style: .bold) + Line("ef"))
    #expect(line.slice(fromColumn: 4, toColumn: 8) == Line("ef\u{200B}") + Line("gh", style: .dim))
    #expect(line.slice(fromColumn: 6, toColumn: 7) == Line("\u{200B}") + Line("g", style: .dim))
  }

  @Test("control characters in text are neutralised")
  func controlCharacters() {
    let line = Line("evil\u{1B}[2Jtext\tand\nmore")
    #expect(line.plainText == "evil\u{FFFD}[2Jtext and more")
  }
}
