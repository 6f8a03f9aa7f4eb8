/// The shortcuts of a layer, worked out once with its frame (the footer asks for every key's).
struct ShortcutTable {
  /// The keys, each once, in reading order, tab items' left out.
  private(set) var keys: [Key] = []
  /// Each key with where its holders stand in the frame's controls, in reading order.
  private var entries: [(key: Key, holders: [Int])] = []
  /// A row of each `ForEach` whose rows share shortcuts (the `+` of every product row): those
  /// act in the focused row only; rows' own keys (a menu's chapter numbers) act from anywhere.
  private(set) var sharingRows: [ViewIdentity] = []

  /// The table of `controls`.
  init(_ controls: [Control]) {
    for (index, control) in controls.enumerated() {
      guard let key = control.shortcut else { continue }
      if !control.isTab, !keys.contains(key) { keys.append(key) }
      guard let entry = entries.firstIndex(where: { $0.key == key }) else {
        entries.append((key, [index]))
        continue
      }
      let identity = control.identity
      if identity.isInRow,
        let last = entries[entry].holders.last(where: { controls[$0].identity.isInSameList(as: identity) }),
        !controls[last].identity.isInSameRow(as: identity)
      {
        sharingRows.append(identity)
      }
      entries[entry].holders.append(index)
    }
  }

  /// Where the holders of `key` stand in the frame's controls.
  func holders(of key: Key) -> [Int] { entries.first { $0.key == key }?.holders ?? [] }
}

extension ViewFrame {
  /// How the footer and `--help` name the tab items' keys: `1-3 switch tabs`; nil without tabs.
  var tabSwitchHint: KeyHint? {
    let tabKeys = controls.filter(\.isTab).compactMap(\.shortcut)
    guard tabKeys.count > 1, let first = tabKeys.first, let last = tabKeys.last else { return nil }
    return KeyHint("\(first.label)-\(last.label)", "switch tabs")
  }

  /// Whether the rows of the `ForEach` of `identity`'s row share their shortcuts.
  func rowsShareShortcuts(aroundRowOf identity: ViewIdentity) -> Bool {
    shortcuts.sharingRows.contains { $0.isInSameList(as: identity) }
  }
}
