import OnlineStore

extension Product {
  /// The title as the screens show it: the catalog's titles can end in a space. Blanks are cut
  /// as Foundation's `trimmingCharacters(in: .whitespaces)` cuts them (tabs and the Unicode
  /// space separators), without its cost, at every frame for every row.
  var shownTitle: String {
    let scalars = title.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isBlank }),
      let last = scalars.lastIndex(where: { !$0.isBlank })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is in `CharacterSet.whitespaces`: a tab or a space separator.
  fileprivate var isBlank: Bool {
    self == "\t" || properties.generalCategory == .spaceSeparator
  }
}
