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
      AppKeys(keys: ["?", "q"].map { AppKey(key: $0, title: "close help", action: close) })
      GeometryReader { proxy in
        let width = max(1, Int(proxy.size.width))
        // What a short window cannot hold scrolls as a list's rows do (`↓ 3 more`); a row that
        // fits keeps its spaces as written, a wider one wraps.
        VStack(alignment: .leading, spacing: 0) {
          List {
            ForEach(Array(rows(width: width).enumerated()), id: \.offset) {
              $0.element.text.lineLimit($0.element.columns <= width ? 1 : nil)
            }
          }
          Spacer()  // the rows start under the title, not in the middle of a tall window
        }
      }
    }
    .navigationTitle("Help · \(title)")
  }

  /// The help's rows in `width` columns, one text each, with the columns it takes.
  private func rows(width: Int) -> [(text: Text, columns: Int)] {
    let keyWidth = appKeys.map(\.keys.displayWidth).max() ?? 1
    var rows = [heading("This app")]
    rows += appKeys.isEmpty
      ? [caption("(no keys of its own)")]
      : appKeys.map { hint in
        let padded = hint.keys + String(repeating: " ", count: keyWidth + 2 - hint.keys.displayWidth)
        return (Text(padded).bold() + Text(hint.action), keyWidth + 2 + hint.action.displayWidth)
      }
    rows += [(Text(" "), 1), heading("Everywhere")] + packed(builtInKeys, width: width)
    if !instructorKeys.isEmpty {
      rows += [(Text(" "), 1), heading("For instructors")] + packed(instructorKeys, width: width)
    }
    return rows + [(Text(" "), 1), caption("Esc, ? or q closes this help.")]
  }

  /// A row of small print, with the columns it takes counted from its text.
  private func caption(_ text: String) -> (text: Text, columns: Int) {
    (Text(text).font(.caption), text.displayWidth)
  }

  private func heading(_ title: String) -> (text: Text, columns: Int) {
    (Text(title).underline(), title.displayWidth)
  }

  /// `hints` on as many rows as they take in `width` columns, packed as a footer packs them (a
  /// hint wider than a row on a row of its own, where it wraps).
  private func packed(_ hints: [KeyHint], width: Int) -> [(text: Text, columns: Int)] {
    FooterRows(hints: hints, pinned: [], width: width, lineLimit: .max).hints.filter { !$0.isEmpty }.map { row in
      (row.dropFirst().reduce(row[0].text) { $0 + Text("  ") + $1.text }, row.map(\.width).reduce(0, +) + 2 * row.count - 2)
    }
  }
}
