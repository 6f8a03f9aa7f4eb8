/// The keys that work on the layer on top, as the footer, help and `--help` list them.
extension ViewRuntime {
  /// The keys that work on the layer on top, for the footer and help.
  func hints() -> [KeyHint] {
    let frame = frame()
    let focused = self.focused(in: frame)
    var hints: [KeyHint] = []
    if frame.focusable.count > 1 {
      // ↑ and ↓ press the buttons they are shortcuts of (a reader's scroll) unless a field has
      // the focus; only then do they move it.
      let arrowsMove = focused?.takesText == true || [Key.up, .down].allSatisfy { key in
        shortcutTarget(for: key, in: frame).map(\.isDisabled) ?? true
      }
      hints.append(KeyHint(arrowsMove ? "Tab ↑↓" : "Tab", "move"))
    }
    if let focused, focused.takesText {
      return hints + [KeyHint("type", "into \(focused.title)"), KeyHint("Esc", "leave the field")]
    }
    if let focused, focused.primitive.isPressable, focused.action(for: .enter) == nil,
      let hint = focused.primitive.enterHint(title: focused.title)
    {
      hints.append(hint)
    }
    hints += focused?.keys.flatMap(\.hints) ?? []
    var helped: [String: Int] = [:]  // where each `.help`'s hint stands, the first of its keys'
    for key in frame.shortcuts.keys {
      guard let target = shortcutTarget(for: key, in: frame), !target.isDisabled else { continue }
      if let help = target.help {
        if let hint = helped[help] { hints[hint].keys += " " + key.label; continue }
        helped[help] = hints.count
        hints.append(KeyHint(key.label, help))
      } else if target.identity != focus {
        hints.append(KeyHint(key.label, "press \(target.title)"))
      }
    }
    if let tabs = frame.tabSwitchHint { hints.append(tabs) }
    if let summary = frame.escapeSummary { hints.append(KeyHint("Esc", summary)) }
    return hints
  }

  /// The view's keys as `--help` lists them: how the focus moves, presses and edits, and the
  /// shortcuts of the screen it starts on (one that several rows share acts in the focused row).
  func usageHints() -> [KeyHint] {
    let frame = frame()
    var hints = [
      KeyHint("Tab Shift-Tab", "move the focus in reading order"),
      KeyHint("↑ ↓ ← →", "move the focus up, down, along the row"),
      KeyHint("Enter Space", "press the focused button, flip the focused toggle"),
      KeyHint("type", "into the focused field: ← → Home End move, Backspace Delete erase"),
      KeyHint("Esc", "leave a field, close a sheet, cancel an alert, pop a navigation stack"),
    ]
    for key in frame.shortcuts.keys {
      let holders = frame.shortcuts.holders(of: key).map { frame.controls[$0] }
      var titles: [String] = []
      for title in holders.map(\.title) where !titles.contains(title) { titles.append(title) }
      let pressed = "press " + titles.joined(separator: " or ")
      let inRows = holders.count > 1
        || holders.contains { $0.identity.isInRow && frame.rowsShareShortcuts(aroundRowOf: $0.identity) }
      hints.append(KeyHint(key.label, inRows ? pressed + " in the focused row" : pressed))
    }
    if let tabs = frame.tabSwitchHint { hints.append(tabs) }
    return hints
  }
}
