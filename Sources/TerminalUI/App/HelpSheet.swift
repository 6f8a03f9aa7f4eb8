/// The help (`?`), a sheet over the app's screen: the view's keys, the built-in ones and the
/// instructor's, packed on lines, scrolling in a short window. Esc, `?`, `q` and Enter close it.
struct HelpSheet: View {
  var title: String
  var appKeys: [KeyHint]
  var builtInKeys: [KeyHint]
  var instructorKeys: [KeyHint]
  var close: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      // The first Close has the focus, so Enter presses it.
      AppKeys {
        Button("close help", action: close).keyboardShortcut("?")
        Button("close help", action: close).keyboardShortcut("q")
      }
      GeometryReader { proxy in
        let width = max(1, Int(proxy.size.width))
        // What a short window cannot hold scrolls as a list's rows do (`↓ 3 more`); a row that
        // fits keeps its spaces as written, a wider one wraps.
        VStack(alignment: .leading, spacing: 0) {
          List {
            ForEach(Array(rows(width: width).enumerated()), id: \.offset) {
              $0.element.lineLimit($0.element.run.string.displayWidth <= width ? 1 : nil)
            }
          }
          Spacer()  // the rows start under the title, not in the middle of a tall window
        }
      }
    }
    .navigationTitle("Help · \(title)")
  }

  /// The help's rows in `width` columns, one text each.
  private func rows(width: Int) -> [Text] {
    let keyWidth = appKeys.map(\.keys.displayWidth).max() ?? 1
    var rows = [Text("This app").underline()]
    rows += appKeys.isEmpty
      ? [Text("(no keys of its own)").font(.caption)]
      : appKeys.map { Text($0.keys + .spaces(keyWidth + 2 - $0.keys.displayWidth)).bold() + Text($0.action) }
    rows += [Text(" "), Text("Everywhere").underline()] + packed(builtInKeys, width: width)
    if !instructorKeys.isEmpty {
      rows += [Text(" "), Text("For instructors").underline()] + packed(instructorKeys, width: width)
    }
    return rows + [Text(" "), Text("Esc, ? or q closes this help.").font(.caption)]
  }

  /// `hints` on as many rows as they take in `width` columns, packed as a footer packs them (a
  /// hint wider than a row on a row of its own, where it wraps).
  private func packed(_ hints: [KeyHint], width: Int) -> [Text] {
    let rows = FooterRows(hints: hints, pinned: [], width: width, lineLimit: .max)
    return rows.hints.indices.filter { !rows.hints[$0].isEmpty }.map { Text(verbatim: rows.line($0)) }
  }
}
