/// Controls by title, as scripts and `ViewHost` name them: `tap`, `focus`, `type`, and the
/// script command a key press would be.
extension ViewRuntime {
  /// What became of a tap by title.
  enum TapOutcome: Equatable {
    case pressed
    /// No control of that title on the layer on top.
    case notFound
    /// The control is there but disabled.
    case disabled
    /// The control is on a layer below the one on top (under a sheet or an alert).
    case covered(Layer.Kind)
  }

  /// Presses the control titled `title` on the layer on top, the one nearest the focus (`tap +`
  /// presses the `+` of the focused row).
  func tap(_ title: String) -> TapOutcome {
    shownURL = nil
    let frame = frame()
    guard let control = nearestToFocus(in: frame.controls, where: { $0.title == title }) else {
      if let kind = frame.coveringKind(ofControlTitled: title) { return .covered(kind) }
      return .notFound
    }
    guard !control.isDisabled else { return .disabled }
    press(control, in: frame)
    return .pressed
  }

  /// Of the controls that match, the nearest to the focus in reading order (the later of two).
  private func nearestToFocus(in controls: [Control], where matches: (Control) -> Bool) -> Control? {
    let here = controls.firstIndex { $0.identity == focus } ?? focusIndex
    return controls.indices.filter { matches(controls[$0]) }
      .min { (abs($0 - here), $0 < here ? 1 : 0) < (abs($1 - here), $1 < here ? 1 : 0) }
      .map { controls[$0] }
  }

  /// Gives the focus to the control titled `title` (the nearest, as `tap` chooses); false when
  /// none has it.
  func focus(title: String) -> Bool {
    let frame = frame()
    guard let control = nearestToFocus(in: frame.focusable, where: { $0.title == title }) else {
      return false
    }
    moveFocus(to: control, in: frame)
    return true
  }

  /// Types `text` into the focused text field; false when no field has the focus.
  func type(_ text: String) -> Bool {
    guard focusTakesText else { return false }
    for character in text { _ = handle(.character(character)) }
    return true
  }

  /// What pressing `key` would be as a script command (typing, `tap Title`, the key's name),
  /// worked out on `frame`, the view before the key acts; nil when the view would not take it.
  func recordedEntry(for key: Key, in frame: ViewFrame) -> ScriptedKey? {
    let focused = self.focused(in: frame)
    if focused?.takesText == true {
      if case .character(let character) = key { return .typed(character) }
      return [.backspace, .delete, .escape, .tab, .shiftTab, .up, .down, .left, .right, .home, .end, .enter]
        .contains(key) ? .command(key.name) : nil
    }
    if focused?.action(for: key) != nil { return .command(key.name) }
    // A shortcut is recorded as its key, not as `tap`: a tap moves the focus, the key does not,
    // and the replay must leave the focus where the session did.
    if let shortcut = shortcutTarget(for: key, in: frame), !shortcut.isDisabled {
      return .command(shortcut.isTab || shortcut.takesText ? "tap \(shortcut.title)" : key.name)
    }
    switch key {
    case .enter, .space:
      guard let focused, !focused.isDisabled, focused.primitive.isPressable else { return nil }
      return .command("tap \(focused.title)")
    case .tab, .shiftTab, .up, .down, .left, .right:
      return frame.focusable.isEmpty ? nil : .command(key.name)
    case .escape:
      return frame.escape == nil ? nil : .command(key.name)
    default:
      return nil
    }
  }
}
