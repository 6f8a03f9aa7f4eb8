/// Keys on the layer on top: the focused control's own keys, line editing in a text field,
/// shortcuts, Tab and the arrows, Enter and space, Esc.
extension ViewRuntime {
  /// Handles a key on the layer on top, on the frame `resolved` when the caller has it already;
  /// false when nothing there takes it (the app's own keys may then).
  func handle(_ key: Key, in resolved: ViewFrame? = nil) -> Bool {
    shownURL = nil
    let frame = resolved ?? frame()
    let focused = self.focused(in: frame)
    if let focused, let text = focused.primitive.text, edit(text, of: focused.identity, with: key) {
      return true
    }
    if let action = focused?.action(for: key) {
      action()
      return true
    }
    if let focused, focused.takesText, key == .escape {
      leftField = focused.identity
      focus = nil
      writeFocusBindings(for: nil, in: frame)
      return true
    }
    if focused?.takesText != true, let shortcut = shortcutTarget(for: key, in: frame), !shortcut.isDisabled {
      // As in SwiftUI, a shortcut presses its control and leaves the focus where it was; a tab
      // item's takes it (the content it was in goes with the tab), as a field's does.
      press(shortcut, in: frame, takingFocus: shortcut.isTab || shortcut.takesText)
      return true
    }
    switch key {
    case .tab, .shiftTab: return stepFocus(key == .tab ? 1 : -1, wraps: true, in: frame)
    case .down, .up, .right, .left: return moveFocus(key, in: frame)
    case .enter where focused?.takesText == true: return stepFocus(1, wraps: true, in: frame)
    case .enter, .space:
      guard let focused, !focused.isDisabled, focused.primitive.isPressable else { return false }
      press(focused, in: frame)
      return true
    case .escape:
      guard let escape = frame.escape else { return false }
      escape()
      return true
    default: return false
    }
  }

  /// Edits the text field `field` as a line editor: characters, Backspace, Delete, ←/→,
  /// Home/End at the cursor; false for a key that does not edit (Tab, ↑/↓, Enter, Esc).
  private func edit(_ text: Binding<String>, of field: ViewIdentity, with key: Key) -> Bool {
    var characters = Array(text.wrappedValue)
    var offset = min(cursor.flatMap { $0.field == field ? $0.offset : nil } ?? characters.count, characters.count)
    switch key {
    case .character(let character):
      characters.insert(character, at: offset)
      offset += 1
    case .backspace:
      guard offset > 0 else { break }
      characters.remove(at: offset - 1)
      offset -= 1
    case .delete:
      if offset < characters.count { characters.remove(at: offset) }
    case .left: offset = max(0, offset - 1)
    case .right: offset = min(characters.count, offset + 1)
    case .home: offset = 0
    case .end: offset = characters.count
    default: return false
    }
    let edited = String(characters)
    if edited != text.wrappedValue { text.wrappedValue = edited }
    cursor = (field, offset)
    return true
  }

  /// The title of the button `key` presses on the layer on top, if any.
  func shortcutTitle(for key: Key) -> String? {
    let frame = frame()
    return shortcutTarget(for: key, in: frame).flatMap { $0.isDisabled ? nil : $0.title }
  }

  /// The control a shortcut key presses: one in a row of a `ForEach` whose rows share keys
  /// acts only in the focused row; of the others, the only one, or the one alone in the
  /// smallest part of the view holding both it and the focus.
  func shortcutTarget(for key: Key, in frame: ViewFrame) -> Control? {
    let anchorIdentity = focus ?? leftField
    let holders = frame.shortcuts.holders(of: key).filter { index in
      let identity = frame.controls[index].identity
      return !identity.isInRow || anchorIdentity?.isInside(rowOf: identity) == true
        || !frame.rowsShareShortcuts(aroundRowOf: identity)
    }.map { frame.controls[$0] }
    guard holders.count > 1 else { return holders.first }
    guard let anchor = anchorIdentity?.path else { return nil }
    return holders.first { holder in
      let shared = Array(zip(holder.identity.path, anchor).prefix { $0 == $1 }.map(\.0))
      return holders.allSatisfy { $0.identity == holder.identity || !$0.identity.path.starts(with: shared) }
    }
  }

  /// Presses a control (a field takes the focus and nothing more). `takingFocus` false (a
  /// shortcut) leaves the focus where it was.
  func press(_ control: Control, in frame: ViewFrame, takingFocus: Bool = true) {
    if takingFocus { moveFocus(to: control, in: frame) }
    control.primitive.press()
  }
}
