/// Fuzzes the chapter reader's Markdown: `MarkdownRenderer.lines`, which parses the text
/// (headings, fences, quotes, lists, tables) and lays it out, inline marks and all, at a width
/// the first byte picks (0 to 255 columns; the renderer takes at least 8). Any text is valid
/// Markdown, so the only failures are a trap, a hang or a blow-up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: start, count: count)
  guard let first = bytes.first else { return 0 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let width = Int(first)
  let lines = MarkdownRenderer.lines(text, width: width)
  check(text.allSatisfy(\.isWhitespace) || !lines.isEmpty, "text with no lines")
  return 0
}
