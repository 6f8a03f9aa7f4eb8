/// A footer's lines from the last frame, kept by the app that draws it: its hints are the same
/// from frame to frame until the focus or the keys change, so they are laid out again only
/// when the hints, the pinned ones or the footer's size differ from the last.
@MainActor
final class FooterLines {
  /// What the lines were drawn for.
  private struct Key: Equatable {
    var hints: [KeyHint]
    var pinned: [KeyHint]
    var columns: Int
    var rows: Int
  }

  private var key: Key?
  private var lines: [Line] = []

  /// The lines for `hints` and `pinned` in `columns` × `rows`: the last ones when they were
  /// drawn for the same, else what `draw` makes (kept for the next frame).
  func lines(
    hints: [KeyHint], pinned: [KeyHint], columns: Int, rows: Int, draw: () -> [Line]
  ) -> [Line] {
    let wanted = Key(hints: hints, pinned: pinned, columns: columns, rows: rows)
    if key != wanted {
      (key, lines) = (wanted, draw())
    }
    return lines
  }
}
