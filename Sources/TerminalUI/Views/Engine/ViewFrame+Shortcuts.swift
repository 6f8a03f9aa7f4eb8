extension ViewFrame {
  /// The keys of the layer's shortcuts, each once, in reading order (tab items' left out: they
  /// are listed together by `tabSwitchHint`).
  var shortcutKeys: [Key] {
    var keys: [Key] = []
    for case let key? in controls.filter({ !$0.isTab }).map(\.shortcut) where !keys.contains(key) {
      keys.append(key)
    }
    return keys
  }

  /// How the footer and `--help` name the tab items' keys: `1-3 switch tabs`; nil without tabs.
  var tabSwitchHint: KeyHint? {
    let tabKeys = controls.filter(\.isTab).compactMap(\.shortcut)
    guard tabKeys.count > 1, let first = tabKeys.first, let last = tabKeys.last else { return nil }
    return KeyHint("\(first.label)-\(last.label)", "switch tabs")
  }

  /// Whether the rows of the `ForEach` that `identity`'s row belongs to share their shortcuts:
  /// some key is declared in two of its rows (the `+` of every product row). Then a row's
  /// shortcuts act in the focused row only, also a key that one row shows alone for now (the `-`
  /// of the only row with a count). Rows that each declare a key of their own (a menu's chapter
  /// numbers) keep shortcuts that act from anywhere on the layer, as any control's own shortcut
  /// does.
  func rowsShareShortcuts(aroundRowOf identity: ViewIdentity) -> Bool {
    var rowOfKey: [Key: ViewIdentity] = [:]
    for control in controls {
      guard let key = control.shortcut, control.identity.isInSameList(as: identity) else { continue }
      if let seen = rowOfKey[key], !seen.isInSameRow(as: control.identity) { return true }
      rowOfKey[key] = control.identity
    }
    return false
  }
}
