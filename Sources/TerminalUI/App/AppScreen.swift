/// The app's screen as one view, as SwiftUI's `App` shows one scene: the header, the body (the
/// chapter's view, beside or above the action log while it is shown, or the chapter's text),
/// the lines above the footer (the demo's caption, time travel's banner, a status message) and
/// the footer of keys, as many rows high as `Footer.lineLimit(windowRows:)` says whatever it
/// holds. The chapter's text (`r`) has a footer of the reader's keys and no lines above it.
struct AppScreen<Content: View>: View {
  var header: Header
  var content: Content
  var captions: Captions?
  var footer: Footer?
  var size: TerminalSize

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      header
      content
      if let captions { captions }
      if let footer {
        footer.frame(
          width: Double(size.columns * 10), height: Double(Footer.lineLimit(windowRows: size.rows) * 20))
      }
    }
  }
}
