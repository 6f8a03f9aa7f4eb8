import TestTags
import Testing

@testable import TerminalUI

/// The pager and the reader draw a chapter from `RememberedMarkdown`: what it gives must be
/// what `MarkdownRenderer` renders for the same text and width, whatever was asked before.
@MainActor
@Suite("Remembered Markdown", .tags(.terminalUI))
struct RememberedMarkdownTests {
  @Test("every answer is the renderer's: asked again, at another width, for another text, then back")
  func sameAsTheRenderer() {
    let chapter = "# Counter\n\nA *store* runs a `reducer`; its state changes only through actions sent to it."
    let other = "# Effects\n\n- a `.run` effect\n- its cancellation"
    let asks = [(chapter, 40), (chapter, 40), (chapter, 20), (other, 20), (chapter, 20), (chapter, 40)]
    let remembered = RememberedMarkdown()
    for (text, width) in asks {
      #expect(remembered.lines(text, width: width) == MarkdownRenderer.lines(text, width: width))
    }
    #expect(remembered.lines(chapter, width: 20) != remembered.lines(chapter, width: 40))
  }
}
