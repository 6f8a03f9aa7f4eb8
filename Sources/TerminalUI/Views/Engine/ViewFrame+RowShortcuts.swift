extension ViewFrame {
  /// Whether the rows of the `ForEach` that `row` belongs to share their shortcuts: some key is
  /// declared in two of its rows (the `+` of every product row). Then a row's shortcuts act in
  /// the focused row only, also a key that one row shows alone for now (the `-` of the only row
  /// with a count). Rows that each declare a key of their own (a menu's chapter numbers) keep
  /// shortcuts that act from anywhere on the layer, as any control's own shortcut does.
  func rowsShareShortcuts(around row: ViewIdentity) -> Bool {
    let list = row.path.dropLast()
    var rowOfKey: [Key: ViewIdentity] = [:]
    for control in controls {
      guard let key = control.shortcut, let controlRow = control.identity.row,
        controlRow.path.dropLast() == list
      else { continue }
      if let seen = rowOfKey[key], seen != controlRow { return true }
      rowOfKey[key] = controlRow
    }
    return false
  }
}
