/// The lines above the footer, each wrapped to `width`: the demo's caption after ` ▶ ` (as
/// written when it fits), time travel's banner, a status message.
struct Captions: View {
  var demoCaption: String?
  var banner: String?
  var status: String?
  var width: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if let demoCaption {
        HStack(alignment: .top, spacing: 0) {
          Text(" ▶ ").lineLimit(1)
          Text(demoCaption).lineLimit((" ▶ " + demoCaption).displayWidth <= width ? 1 : nil)
        }
        .styled(Style(bold: true, foreground: .yellow))
      }
      if let banner { Text(" " + banner).bold().styled(.reverse) }
      if let status { Text(" " + status).foregroundStyle(.cyan) }
    }
  }
}
