/// Markdown rendered once and remembered: the lines of the text and width asked for last, so a
/// pager or reader that draws its text on every frame and measures it on every key renders it
/// again only when the text or the width changes (a chapter takes longer to render than the rest
/// of the frame to draw).
@MainActor
public final class RememberedMarkdown {
  private var last: (markdown: String, width: Int, lines: [Line])?

  /// Nothing rendered yet.
  public init() {}

  /// `MarkdownRenderer.lines(markdown, width: width)`, from memory when they were the last asked.
  public func lines(_ markdown: String, width: Int) -> [Line] {
    if let last, last.width == width, last.markdown == markdown { return last.lines }
    let lines = MarkdownRenderer.lines(markdown, width: width)
    last = (markdown, width, lines)
    return lines
  }
}
