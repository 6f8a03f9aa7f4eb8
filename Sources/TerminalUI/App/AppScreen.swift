/// The app's screen: the header, the body (the chapter's view and the log, or its text), the
/// captions, and the footer, as many rows high as `Footer.lineLimit(windowRows:)` says.
struct AppScreen<Content: View>: View {
  var header: Header
  var content: Content
  var captions: Captions? = nil
  var footer: Footer
  var size: TerminalSize

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      header
      content
      captions
      footer.frame(width: Double(size.columns * 10), height: Double(Footer.lineLimit(windowRows: size.rows) * 20))
    }
  }
}
