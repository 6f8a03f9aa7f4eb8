/// Where the focus is: placed on each frame, given back when a layer closes, moved by Tab and
/// the arrows, written to the `.focused` bindings.
extension ViewRuntime {
  /// Places the focus on `frame`: given back to a scope shown again, moved to a `.focused`
  /// binding's control, taken off by Esc, given to its control's successor when that goes.
  func placeFocus(in frame: ViewFrame) {
    let focusable = frame.focusable
    let before = focus
    defer { if focus != before { cursor = nil } }
    if frame.scopeKey != scopeKey {
      if let scopeKey { rememberFocus(of: scopeKey, in: frame) }
      scopeKey = frame.scopeKey
      leftField = nil
      let remembered = focusMemory[frame.scopeKey].flatMap { id in focusable.first { $0.identity == id } }
      // A tab shown gives the focus to its content; the tab item just pressed keeps it when the
      // content has nothing to focus.
      let content = focusable.first { !$0.isTab }
      let kept = focusable.first { $0.identity == focus }
      focus = (remembered ?? boundControl(focusable) ?? content ?? kept ?? focusable.first)?.identity
    } else if let bound = boundControl(focusable), bound.identity != focus {
      focus = bound.identity
      leftField = nil
    } else if leftField != nil {
      focus = nil
    } else if !focusable.contains(where: { $0.identity == focus }) {
      let inItsPlace = focusedControl.flatMap { self.successor(of: $0, among: focusable) }
      focus = inItsPlace?.identity ?? (focusable.isEmpty ? nil : focusable[min(focusIndex, focusable.count - 1)].identity)
    }
    if let index = focusable.firstIndex(where: { $0.identity == focus }) { focusIndex = index }
    focusedControl = focusable.first { $0.identity == focus }
  }

  /// The control that took the place of the focused control `gone`: of those with its shortcut
  /// (else its title), the nearest in the view, in its `ForEach` row if it was in one (the `+`
  /// that replaced "Add to Cart" keeps the focus, so a second Enter adds again).
  private func successor(of gone: Control, among focusable: [Control]) -> Control? {
    let sameShortcut = focusable.filter { gone.shortcut != nil && $0.shortcut == gone.shortcut }
    let candidates = sameShortcut.isEmpty ? focusable.filter { $0.title == gone.title } : sameShortcut
    func shared(_ control: Control) -> Int {
      zip(control.identity.path, gone.identity.path).prefix { $0 == $1 }.count
    }
    guard let nearest = candidates.max(by: { shared($0) < shared($1) }) else { return nil }
    if gone.identity.isInRow, !nearest.identity.isInside(rowOf: gone.identity) { return nil }
    return nearest
  }

  /// Keeps the focus of the scope being left while its layer is still there; forgets the scopes
  /// of a layer that went away, so a presentation shown again is focused afresh.
  private func rememberFocus(of left: [ViewIdentity], in frame: ViewFrame) {
    let layer = left[0]
    guard layer == ViewIdentity() || frame.layers.contains(where: { $0.identity == layer }) else {
      focusMemory = focusMemory.filter { $0.key.first != layer }
      return
    }
    // A tab item pressed to leave the scope is not where its focus was.
    guard let focus, focused(in: frame)?.isTab != true else { return }
    focusMemory[left] = focus
  }

  /// The control a `.focused` binding's state names, if any.
  private func boundControl(_ controls: [Control]) -> Control? {
    controls.first { $0.focusBindings.contains { $0.isFocused() } }
  }

  /// Gives `control` the focus and writes the `.focused` bindings.
  func moveFocus(to control: Control, in frame: ViewFrame) {
    if focus != control.identity {
      cursor = nil
      focused(in: frame)?.keys.forEach { $0.leave?() }
    }
    focus = control.identity
    focusedControl = control
    leftField = nil
    if let index = frame.focusable.firstIndex(where: { $0.identity == control.identity }) { focusIndex = index }
    writeFocusBindings(for: control, in: frame)
  }

  /// Writes the `.focused` bindings of `frame`: `control`'s get their value, the others are
  /// cleared (each shared binding once).
  func writeFocusBindings(for control: Control?, in frame: ViewFrame) {
    let own = Set((control?.focusBindings ?? []).compactMap(\.source))
    var cleared = Set<AnyHashable>()
    for binding in frame.controls.flatMap(\.focusBindings) {
      guard let source = binding.source, !own.contains(source), binding.isSet() else { continue }
      if cleared.insert(source).inserted { binding.clear() }
    }
    control?.focusBindings.forEach { $0.focus() }
  }

  /// Moves the focus `step` controls on in reading order (negative: back), from the field Esc
  /// left if any; false when the layer has nothing to focus.
  func stepFocus(_ step: Int, wraps: Bool, in frame: ViewFrame) -> Bool {
    let focusable = frame.focusable
    guard !focusable.isEmpty else { return false }
    let current = focusable.firstIndex { $0.identity == (focus ?? leftField) }
    var target = current.map { $0 + step } ?? (step > 0 ? 0 : focusable.count - 1)
    target = wraps ? (target + focusable.count) % focusable.count : min(max(0, target), focusable.count - 1)
    moveFocus(to: focusable[target], in: frame)
    return true
  }

  /// Moves the focus the way `arrow` points (`ControlGrid`), from nothing to the first or last
  /// control; false when the layer has nothing to focus.
  func moveFocus(_ arrow: Key, in frame: ViewFrame) -> Bool {
    guard let start = focus ?? leftField else {
      return stepFocus(arrow == .down || arrow == .right ? 1 : -1, wraps: false, in: frame)
    }
    guard !frame.focusable.isEmpty else { return false }
    let grid = ControlGrid(frame.top, width: drawnSize.columns)
    if let next = grid.neighbour(of: start, arrow, among: frame.focusable) {
      moveFocus(to: next, in: frame)
    }
    return true
  }

  /// Whether a text field has the focus: it takes every printable key as text, so the app's
  /// own letter keys (`l`, `?`, `q`) do not act and are not offered.
  var focusTakesText: Bool { focused(in: frame())?.takesText == true }

  /// The title of the control with the focus.
  var focusedTitle: String? { focused(in: frame())?.title }

  /// The control of `frame` that has the focus.
  func focused(in frame: ViewFrame) -> Control? { frame.controls.first { $0.identity == focus } }
}
