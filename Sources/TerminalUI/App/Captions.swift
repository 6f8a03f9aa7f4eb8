/// The lines above the footer: the demo's caption (` ▶ ` before its first line, the next ones
/// lined up with its text), time travel's banner, a status message (where the session was
/// saved, why a key was held back), each wrapped to `width` (a caption that fits is shown as
/// written, its double spaces kept).
struct Captions: View {
  var demoCaption: String?
  var banner: String?
  var status: String?
  var width: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let demoCaption, (" ▶ " + demoCaption).displayWidth <= width {
        Text(" ▶ " + demoCaption).bold().foregroundStyle(.yellow).lineLimit(1)
      } else if let demoCaption {
        HStack(alignment: .top, spacing: 0) {
          Text(" ▶ ").lineLimit(1)
          Text(demoCaption)
        }
        .styled(Style(bold: true, foreground: .yellow))
      }
      if let banner { Text(" " + banner).bold().reversed() }
      if let status { Text(" " + status).foregroundStyle(.cyan) }
    }
  }
}
