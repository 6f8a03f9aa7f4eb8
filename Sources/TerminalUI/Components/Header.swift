/// The bar at the top of a chapter app: the chapter's number and title, and an optional note on
/// the right (such as "log on").
public struct Header {
  /// The chapter's number, if the app belongs to a chapter.
  public var chapter: Int?
  /// The title.
  public var title: String
  /// A short note shown at the right end.
  public var note: String?

  /// A header for a chapter's app.
  public init(chapter: Int? = nil, title: String, note: String? = nil) {
    self.chapter = chapter
    self.title = title
    self.note = note
  }

  /// The header as one reverse-video bar `width` columns wide; the title is cut with `…` when it
  /// does not fit beside the note.
  public func lines(width: Int) -> [Line] {
    let barStyle = Style(bold: true, reverse: true)
    let prefix = chapter.map { "Chapter \($0) · " } ?? ""
    let right = note.map { " \($0) " } ?? ""
    let rightLine = Line(right, style: Style(reverse: true))
    let room = max(0, width - rightLine.width)
    let left = Line(" " + prefix + title, style: barStyle).truncated(toWidth: max(0, room - 1))
    let bar = left.padded(toWidth: room, style: barStyle) + rightLine
    return [bar.clipped(toWidth: width)]
  }
}
