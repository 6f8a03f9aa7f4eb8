extension ViewFrame {
  /// The keys of the layer's shortcuts, each once, in reading order, tab items' left out.
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

  /// Whether the rows of the `ForEach` of `identity`'s row share their shortcuts (a key in two
  /// rows, the `+` of every product row): then they act in the focused row only. Rows with keys
  /// of their own (a menu's chapter numbers) keep shortcuts that act from anywhere.
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
