import Composable
import Foundation

/// Runs a view in the terminal: resolves it from the store's state for every frame, keeps what
/// a view does not hold (which control has the focus, the views' `@State`), turns keys into
/// presses and typing on the layer on top, and runs `.onAppear`, `.task` and `.onDisappear`
/// once per appearance.
/// `TerminalApp` and `ViewHost` both drive their views through it.
@MainActor
final class ViewRuntime {
  /// Resolves the view as the store's state is now.
  private let resolveView: () -> [ViewNode]
  /// The control with the focus, on the layer on top.
  private(set) var focus: ViewIdentity?
  /// The focus each layer and screen had when something covered it, to give it back.
  private var focusMemory: [[ViewIdentity]: ViewIdentity] = [:]
  /// The layer and screens shown when the focus was last placed.
  private var scopeKey: [ViewIdentity]?
  /// Where the focus was among the focusable controls, to stay near it when its control goes.
  private var focusIndex = 0
  /// The text field Esc took the focus off: nothing has the focus until a key moves it, and the
  /// move starts from that field.
  private var leftField: ViewIdentity?
  /// Where the cursor stands in the focused text field, in characters from its start; at the
  /// end when it names another field or none.
  private var cursor: (field: ViewIdentity, offset: Int)?
  /// The hooks of the views on screen at the last frame, and the tasks they started.
  private var appeared: [ViewIdentity: Task<Void, Never>?] = [:]
  /// The hooks of views that appeared in the last frame and have not run yet.
  private var pending: [AppearanceHook] = []
  /// The `.onDisappear` actions of the views on screen, the latest each view gave.
  private var disappearActions: [ViewIdentity: @MainActor () -> Void] = [:]
  /// The `.onDisappear` actions of views that went in the last frame and have not run yet.
  private var disappeared: [@MainActor () -> Void] = []
  /// The URL opened last, shown on the screen's last line until the next key or tap.
  private var shownURL: URL?
  /// Whether the last frame showed a spinner.
  private(set) var showsProgress = false
  /// The size of the last frame drawn: where the arrows find the controls.
  private var drawnSize = TerminalSize.standard
  /// The frame every `frame()` returns while `withOneFrame` runs.
  private var sharedFrame: ViewFrame?

  /// What the views keep that no store holds: `@State`, a menu being open.
  private(set) lazy var local = ViewLocalState { [unowned self] url in
    self.openedURLs.append(url)
    self.shownURL = url
  }
  /// The URLs the views opened with `@Environment(\.openURL)`, oldest first.
  private(set) var openedURLs: [URL] = []

  /// A runtime for the view `resolveView` resolves.
  init(_ resolveView: @escaping () -> [ViewNode]) {
    self.resolveView = resolveView
  }

  /// A runtime for `view`.
  convenience init<Content: View>(_ view: @escaping () -> Content) {
    self.init { resolve(view(), in: ResolveContext()) }
  }

  /// A runtime for a view whose type is known only when it is made.
  convenience init(_ view: @escaping () -> any View) {
    self.init { resolveAny(view(), in: ResolveContext()) }
  }

  // MARK: Frames

  /// The view as it is now, with the focus placed on its layer on top; inside `withOneFrame`,
  /// the frame resolved when it began.
  func frame() -> ViewFrame {
    if let sharedFrame { return sharedFrame }
    let frame = ViewFrame(local.resolving(resolveView))
    placeFocus(in: frame)
    return frame
  }

  /// Runs `body`, which reads the view several times without changing the state it shows (a
  /// screen's drawing, its footer's hints), on one resolution of the view instead of one per
  /// read.
  func withOneFrame<Result>(_ body: () -> Result) -> Result {
    guard sharedFrame == nil else { return body() }
    sharedFrame = frame()
    defer { sharedFrame = nil }
    return body()
  }

  /// The screen, `size` large, with `tick` for spinners; views that appeared are remembered for
  /// `runAppearances()`.
  func render(size: TerminalSize, tick: Int) -> [Line] {
    let frame = frame()
    drawnSize = size
    noteAppearances(ViewNode.hooks(in: frame.nodes))
    showsProgress = frame.nodes.contains(where: \.hasProgress)
    let offset = cursor.flatMap { $0.field == focus ? $0.offset : nil }
    var lines = ViewDrawing(layout: ViewLayout(focus: focus, tick: tick, cursor: offset)).lines(frame, size: size)
    if let shownURL, !lines.isEmpty {
      lines[lines.count - 1] = Line("↗ Open in a browser: \(shownURL.absoluteString)", style: .dim)
        .truncated(toWidth: size.columns)
    }
    return lines
  }

  /// Draws with `draw` until nothing more appears (at most 20 frames): each `.onAppear` and
  /// `.task` runs once per appearance, and what they sent is on the last frame drawn.
  func settle(draw: () -> Void) {
    draw()
    for _ in 0..<20 {
      guard runAppearances() else { return }
      draw()
    }
  }

  /// Runs the `.onDisappear` actions of the views that went and the `.onAppear` actions of
  /// those that appeared in the last frame, starts the `.task`s of the latter, and runs what
  /// `.onChange(of:)` asked for; true when there was anything (it may change what the next frame
  /// shows).
  @discardableResult
  func runAppearances() -> Bool {
    let hooks = pending
    let gone = disappeared
    pending = []
    disappeared = []
    gone.forEach { $0() }
    for hook in hooks {
      switch hook.kind {
      case .onAppear(let action): action()
      case .task(let work): appeared[hook.identity] = Self.start(work)
      case .onDisappear: break
      }
    }
    let changed = local.runPendingActions()
    return !hooks.isEmpty || !gone.isEmpty || changed
  }

  /// Cancels the tasks of every view still on screen: the app is closing.
  func disappearAll() {
    for case let task? in appeared.values { task.cancel() }
    appeared = [:]
  }

  private func noteAppearances(_ hooks: [AppearanceHook]) {
    let shown = Set(hooks.map(\.identity))
    for (identity, task) in appeared where !shown.contains(identity) {
      task?.cancel()
      appeared[identity] = nil
      if let action = disappearActions.removeValue(forKey: identity) { disappeared.append(action) }
    }
    for hook in hooks {
      if case .onDisappear(let action) = hook.kind { disappearActions[hook.identity] = action }
    }
    for hook in hooks where appeared.index(forKey: hook.identity) == nil
      && !pending.contains(where: { $0.identity == hook.identity })
    {
      appeared[hook.identity] = .some(nil)
      pending.append(hook)
    }
  }

  /// Starts a `.task`'s work at once on the main actor, so what it sends before its first wait
  /// is sent before the next frame.
  private static func start(_ work: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
    Task.immediate { await work() }
  }

  // MARK: Focus

  private func placeFocus(in frame: ViewFrame) {
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
      focus = focusable.isEmpty ? nil : focusable[min(focusIndex, focusable.count - 1)].identity
    }
    if let index = focusable.firstIndex(where: { $0.identity == focus }) { focusIndex = index }
  }

  /// Keeps the focus of the scope being left while its layer is still there (covered by
  /// another, or under a pushed screen); forgets every scope of a layer that went away, so a
  /// presentation shown again is a new layer, focused afresh.
  private func rememberFocus(of left: [ViewIdentity], in frame: ViewFrame) {
    let layer = left[0]
    guard layer == ViewIdentity() || frame.layers.contains(where: { $0.identity == layer }) else {
      focusMemory = focusMemory.filter { $0.key.first != layer }
      return
    }
    // A tab item pressed to leave the scope is not where its focus was.
    guard let focus, frame.controls.first(where: { $0.identity == focus })?.isTab != true else { return }
    focusMemory[left] = focus
  }

  /// The control a `.focused` binding's state names, if any.
  private func boundControl(_ controls: [Control]) -> Control? {
    controls.first { $0.focusBindings.contains { $0.isFocused() } }
  }

  /// Gives `control` the focus and writes the `.focused` bindings: its own get its value, the
  /// others of the layer are cleared (each shared binding once).
  func moveFocus(to control: Control, in frame: ViewFrame) {
    if focus != control.identity { cursor = nil }
    focus = control.identity
    leftField = nil
    if let index = frame.focusable.firstIndex(where: { $0.identity == control.identity }) { focusIndex = index }
    writeFocusBindings(for: control, in: frame)
  }

  private func writeFocusBindings(for control: Control?, in frame: ViewFrame) {
    let own = Set((control?.focusBindings ?? []).compactMap(\.source))
    var cleared = Set<AnyHashable>()
    for binding in frame.controls.flatMap(\.focusBindings) {
      guard let source = binding.source, !own.contains(source), binding.isSet() else { continue }
      if cleared.insert(source).inserted { binding.clear() }
    }
    control?.focusBindings.forEach { $0.focus() }
  }

  /// Moves the focus `step` controls on in reading order (negative: back), wrapping around or
  /// stopping at the ends; false when the layer has nothing to focus. After Esc left a field,
  /// the step starts from that field.
  private func stepFocus(_ step: Int, wraps: Bool, in frame: ViewFrame) -> Bool {
    let focusable = frame.focusable
    guard !focusable.isEmpty else { return false }
    let current = focusable.firstIndex { $0.identity == (focus ?? leftField) }
    var target = current.map { $0 + step } ?? (step > 0 ? 0 : focusable.count - 1)
    target = wraps ? (target + focusable.count) % focusable.count : min(max(0, target), focusable.count - 1)
    moveFocus(to: focusable[target], in: frame)
    return true
  }

  /// Moves the focus the way an arrow points: ↑/↓ to the nearest control on the row above or
  /// below, ←/→ along the row (`ControlGrid`); with nothing focused, to the first or the last
  /// control. At an edge the focus stays; false when the layer has nothing to focus.
  private func moveFocus(_ direction: ControlGrid.Direction, in frame: ViewFrame) -> Bool {
    guard let start = focus ?? leftField else {
      return stepFocus(direction == .down || direction == .right ? 1 : -1, wraps: false, in: frame)
    }
    guard !frame.focusable.isEmpty else { return false }
    let grid = ControlGrid(frame.top, width: drawnSize.columns)
    if let next = grid.neighbour(of: start, direction, among: frame.focusable) {
      moveFocus(to: next, in: frame)
    }
    return true
  }

  /// Whether a text field has the focus: it takes every printable key as text, so the app's
  /// own letter keys (`l`, `?`, `q`) do not act and are not offered.
  var focusTakesText: Bool {
    let frame = frame()
    return frame.controls.first { $0.identity == focus }?.takesText == true
  }

  /// The title of the control with the focus.
  var focusedTitle: String? {
    let frame = frame()
    return frame.controls.first { $0.identity == focus }?.title
  }

  // MARK: Keys

  /// Handles a key on the layer on top; false when nothing there takes it (the app's own keys
  /// may then).
  func handle(_ key: Key) -> Bool {
    shownURL = nil
    let frame = frame()
    let focused = frame.controls.first { $0.identity == focus }
    if let focused, case .textField(let text) = focused.kind, edit(text, of: focused.identity, with: key) {
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
      press(shortcut, in: frame)
      return true
    }
    switch key {
    case .tab: return stepFocus(1, wraps: true, in: frame)
    case .shiftTab: return stepFocus(-1, wraps: true, in: frame)
    case .down: return moveFocus(.down, in: frame)
    case .up: return moveFocus(.up, in: frame)
    case .right: return moveFocus(.right, in: frame)
    case .left: return moveFocus(.left, in: frame)
    case .enter where focused?.takesText == true: return stepFocus(1, wraps: true, in: frame)
    case .enter, .space:
      guard let focused, !focused.isDisabled else { return false }
      press(focused, in: frame)
      return true
    case .escape:
      guard let escape = frame.escape else { return false }
      escape()
      return true
    default: return false
    }
  }

  /// Edits the text field `field` as a line editor: a character goes in at the cursor,
  /// Backspace and Delete remove the one before and after it, ←/→ move it, Home/End take it to
  /// the start or the end. False for a key that does not edit (Tab, ↑/↓, Enter, Esc).
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

  /// The title of the button `key` presses on the layer on top, if any: how the footer says
  /// what a key the view took from the app does there.
  func shortcutTitle(for key: Key) -> String? {
    let frame = frame()
    return shortcutTarget(for: key, in: frame).flatMap { $0.isDisabled ? nil : $0.title }
  }

  /// The control a shortcut key presses. One in a `ForEach` row whose rows share keys (the `-`
  /// and `+` of every product row, whether or not another row shows a `-` now) acts only while
  /// the focus is in its row. Of the others, the one control of the layer that has the key acts
  /// wherever the focus is (a menu's chapter number); of several, the one nearest the focus:
  /// the only one of them in the smallest part of the view holding both it and the focus. Nil
  /// when the focused row has none.
  private func shortcutTarget(for key: Key, in frame: ViewFrame) -> Control? {
    let anchorIdentity = focus ?? leftField
    // The rows of one list all share their shortcuts or none does: asked once per list.
    var listSharesShortcuts: [ArraySlice<AnyHashable>: Bool] = [:]
    let holders = frame.controls.filter { control in
      guard control.shortcut == key else { return false }
      guard let row = control.identity.row else { return true }
      let list = row.path.dropLast()
      let shares = listSharesShortcuts[list] ?? frame.rowsShareShortcuts(around: row)
      listSharesShortcuts[list] = shares
      return !shares || anchorIdentity?.isInside(row) == true
    }
    guard holders.count > 1 else { return holders.first }
    guard let anchor = anchorIdentity?.path else { return nil }
    return holders.first { holder in
      let shared = Array(zip(holder.identity.path, anchor).prefix { $0 == $1 }.map(\.0))
      return holders.allSatisfy { $0.identity == holder.identity || !$0.identity.path.starts(with: shared) }
    }
  }

  /// Presses a control: a button runs its action, a toggle flips, a field takes the focus.
  private func press(_ control: Control, in frame: ViewFrame) {
    moveFocus(to: control, in: frame)
    switch control.kind {
    case .button(let action): action()
    case .toggle(let isOn): isOn.wrappedValue.toggle()
    case .textField: break
    }
  }

  // MARK: By title

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

  /// Presses the control titled `title` on the layer on top: the focused one if it has that
  /// title, else the one nearest the focus (so in a list whose rows each have a `+`, `tap +`
  /// presses the `+` of the row the focus is in).
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

  /// Of the controls that match, the focused one, else the nearest to the focus in reading
  /// order (the later one when two are as near).
  private func nearestToFocus(in controls: [Control], where matches: (Control) -> Bool) -> Control? {
    let here = controls.firstIndex { $0.identity == focus } ?? focusIndex
    return controls.indices.filter { matches(controls[$0]) }
      .min { (abs($0 - here), $0 < here ? 1 : 0) < (abs($1 - here), $1 < here ? 1 : 0) }
      .map { controls[$0] }
  }

  /// Gives the focus to the control titled `title` on the layer on top (the nearest, as `tap`
  /// chooses); false when none has it.
  func focus(title: String) -> Bool {
    let frame = frame()
    guard let control = nearestToFocus(in: frame.focusable, where: { $0.title == title }) else {
      return false
    }
    moveFocus(to: control, in: frame)
    return true
  }

  /// Types `text` into the focused text field, a character at a time; false when no field has
  /// the focus.
  func type(_ text: String) -> Bool {
    guard frame().controls.first(where: { $0.identity == focus })?.takesText == true else { return false }
    for character in text { _ = handle(.character(character)) }
    return true
  }

  /// What pressing `key` would be as a script command, worked out before it acts: typing into
  /// the focused field, `tap Title` for a press, the key's name for a move or Esc; nil when the
  /// view would not take the key.
  func recordedEntry(for key: Key) -> ScriptedKey? {
    let frame = frame()
    let focused = frame.controls.first { $0.identity == focus }
    if focused?.takesText == true {
      if case .character(let character) = key { return .typed(character) }
      return [.backspace, .delete, .escape, .tab, .shiftTab, .up, .down, .left, .right, .home, .end, .enter]
        .contains(key) ? .command(key.name) : nil
    }
    if focused?.action(for: key) != nil { return .command(key.name) }
    if let shortcut = shortcutTarget(for: key, in: frame), !shortcut.isDisabled {
      return .command("tap \(shortcut.title)")
    }
    switch key {
    case .enter, .space:
      guard let focused, !focused.isDisabled else { return nil }
      return .command("tap \(focused.title)")
    case .tab, .shiftTab, .up, .down, .left, .right:
      return frame.focusable.isEmpty ? nil : .command(key.name)
    case .escape:
      return frame.escape == nil ? nil : .command(key.name)
    default:
      return nil
    }
  }

  // MARK: Hints

  /// The keys that work on the layer on top, for the footer and help.
  func hints() -> [KeyHint] {
    let frame = frame()
    let focused = frame.controls.first { $0.identity == focus }
    var hints: [KeyHint] = []
    if frame.focusable.count > 1 { hints.append(KeyHint("Tab ↑↓", "move")) }
    switch focused?.kind {
    case .textField?:
      hints.append(KeyHint("type", "into \(focused?.title ?? "")"))
      hints.append(KeyHint("Esc", "leave the field"))
      return hints
    case .toggle?: hints.append(KeyHint("Enter", "flip \(focused?.title ?? "")"))
    case .button? where focused?.isTab == true && focused?.isSelected == true: break
    case .button? where focused?.action(for: .enter) == nil:
      hints.append(KeyHint("Enter", "press \(focused?.title ?? "")"))
    case .button?, nil: break
    }
    hints += focused?.keys.flatMap(\.hints) ?? []
    for key in frame.shortcutKeys {
      guard let target = shortcutTarget(for: key, in: frame), !target.isDisabled, target.identity != focus
      else { continue }
      hints.append(KeyHint(key.label, "press \(target.title)"))
    }
    if let tabs = frame.tabSwitchHint { hints.append(tabs) }
    if let summary = frame.escapeSummary {
      hints.append(KeyHint("Esc", summary))
    }
    return hints
  }

  /// The view's keys as `--help` lists them: how the focus moves, presses and edits, and the
  /// shortcuts of the screen it starts on (one that several rows share acts in the focused row).
  func usageHints() -> [KeyHint] {
    let frame = frame()
    let controls = frame.controls
    var hints = [
      KeyHint("Tab Shift-Tab", "move the focus in reading order"),
      KeyHint("↑ ↓ ← →", "move the focus up, down, along the row"),
      KeyHint("Enter Space", "press the focused button, flip the focused toggle"),
      KeyHint("type", "into the focused field: ← → Home End move, Backspace Delete erase"),
      KeyHint("Esc", "leave a field, close a sheet, cancel an alert, go back"),
    ]
    for key in frame.shortcutKeys {
      let holders = controls.filter { $0.shortcut == key }
      var titles: [String] = []
      for title in holders.map(\.title) where !titles.contains(title) { titles.append(title) }
      let pressed = "press " + titles.joined(separator: " or ")
      let inRows = holders.count > 1
        || holders.contains { control in control.identity.row.map(frame.rowsShareShortcuts) == true }
      hints.append(KeyHint(key.label, inRows ? pressed + " in the focused row" : pressed))
    }
    if let tabs = frame.tabSwitchHint { hints.append(tabs) }
    return hints
  }
}
