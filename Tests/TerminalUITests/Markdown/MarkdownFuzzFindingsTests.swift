import TestTags
import Testing

@testable import TerminalUI

/// Markdown the fuzzer (`Fuzz/run markdown`) found that once crashed the reader or made it
/// crawl, kept so that it stays fixed; the same inputs are in `Fuzz/Corpus/markdown`. Off the main
/// actor: the renderer is plain code, so these run beside the tests that draw, each rendering on
/// a thread of its own (`onThreadOfItsOwn`): they are long for a debug build, and on the threads
/// the tests share they held back the tests of stores and views at the run's start.
@Suite("Markdown the fuzzer found", .tags(.terminalUI))
struct MarkdownFuzzFindingsTests {
  private func text(_ markdown: String, width: Int) async -> [String] {
    await onThreadOfItsOwn {
      MarkdownRenderer.lines(markdown, width: width).map { $0.plainText.trimmingTrailingSpaces }
    }
  }

  @Test(
    "a quote nested 5,000 deep stops nesting at the limit, the rest one long word wrapped to the 8 columns left")
  func deepQuote() async {
    // The fuzzer's input (Fuzz/Corpus/markdown) is 20,000 deep: that overflowed the stack, and
    // once nesting stopped, the word of `>` left took 15 seconds to wrap, cut one piece at a time.
    let lines = await text(String(repeating: ">", count: 5_000) + " deep", width: 40)
    let bars = String(repeating: "│ ", count: MarkdownParser.maximumNesting)
    // 4,984 `>` are left once nesting stops, 8 to a line, then the line of "deep".
    let wrappedLines: Int = 4_984 / 8
    #expect(lines.count == wrappedLines + 1)
    #expect(lines.dropLast().allSatisfy { $0 == bars + ">>>>>>>>" })
    #expect(lines.last == bars + "deep")
  }

  @Test("a list nested 40 deep stops nesting at the limit: deeper items keep their dash as text")
  func deepList() async {
    let markdown = (0..<40).map { String(repeating: "  ", count: $0) + "- level \($0)" }
      .joined(separator: "\n")
    let lines = await text(markdown, width: 200).map { $0.drop { $0 == " " } }
    #expect(lines.contains("◦ level 1"))
    // Lists nest 16 deep (levels 0 to 15); level 16 and deeper are paragraphs in level 15.
    #expect(lines.filter { $0.hasSuffix(" level 15") } != ["- level 15"])
    #expect(lines.filter { $0.hasSuffix(" level 16") } == ["- level 16"])
    #expect(lines.filter { $0.hasSuffix(" level 39") } == ["- level 39"])
  }

  @Test("a paragraph of thousands of unmatched marks and brackets stays as typed")
  func unmatchedMarks() async {
    for unit in ["_a ", "*a ", "~~a ", "[a ", "![a "] {
      let paragraph = String(repeating: unit, count: 3_000).trimmingTrailingSpaces
      let lines = await text(paragraph, width: 80)
      #expect(lines.joined(separator: " ") == paragraph, "\(unit)")
    }
  }
}
