import Foundation

/// Runs a view for `TerminalApp` and `ViewHost`: resolves it for every frame, keeps the focus
/// and the views' `@State`, turns keys into presses and typing, runs appearances once each.
@MainActor
final class ViewRuntime {
  /// Resolves the view as the store's state is now.
  let resolveView: () -> [ViewNode]
  /// The control with the focus, on the layer on top.
  var focus: ViewIdentity?
  /// The focus each layer and screen had when something covered it, to give it back.
  var focusMemory: [[ViewIdentity]: ViewIdentity] = [:]
  /// The layer and screens shown when the focus was last placed.
  var scopeKey: [ViewIdentity]?
  /// Where the focus was among the focusable controls, to stay near it when its control goes.
  var focusIndex = 0
  /// The focused control as last placed, to find the one that took its place when it goes.
  var focusedControl: Control?
  /// The text field Esc took the focus off: the next move starts from it.
  var leftField: ViewIdentity?
  /// Where the cursor stands in the focused text field, in characters; at the end for another.
  var cursor: (field: ViewIdentity, offset: Int)?
  /// The hooks of the views on screen at the last frame, and the tasks they started.
  var appeared: [ViewIdentity: Task<Void, Never>?] = [:]
  /// The hooks of views that appeared in the last frame and have not run yet.
  var pending: [AppearanceHook] = []
  /// The `.onDisappear` actions of the views on screen, the latest each view gave.
  var disappearActions: [ViewIdentity: @MainActor () -> Void] = [:]
  /// The `.onDisappear` actions of views that went in the last frame and have not run yet.
  var disappeared: [@MainActor () -> Void] = []
  /// The URL opened last, shown on the screen's last line until the next key or tap.
  var shownURL: URL?
  /// Whether the last frame showed a spinner.
  private(set) var showsProgress = false
  /// The size of the last frame drawn: where the arrows find the controls.
  var drawnSize = TerminalSize.standard
  /// The frame every `frame()` returns while `withOneFrame` runs.
  var sharedFrame: ViewFrame?

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

  /// A runtime for a view whose type is known only when it is made.
  convenience init(_ view: @escaping () -> any View) {
    self.init { resolveAny(view(), in: ResolveContext()) }
  }

  // MARK: Frames

  /// The view as it is now, the focus placed; inside `withOneFrame`, the frame it resolved.
  func frame() -> ViewFrame {
    if let sharedFrame { return sharedFrame }
    let frame = ViewFrame(local.resolving(resolveView))
    placeFocus(in: frame)
    return frame
  }

  /// Runs `body`, which reads the view several times without changing it, on one resolution.
  func withOneFrame<Result>(resolved: ViewFrame? = nil, _ body: () -> Result) -> Result {
    guard sharedFrame == nil else { return body() }
    sharedFrame = resolved ?? frame()
    defer { sharedFrame = nil }
    return body()
  }

  /// The screen, `size` large, with `tick` for spinners; notes the views that appeared.
  func render(size: TerminalSize, tick: Int) -> [Line] {
    let frame = frame()
    drawnSize = size
    noteAppearances(frame.hooks)
    showsProgress = frame.hasProgress
    let offset = cursor.flatMap { $0.field == focus ? $0.offset : nil }
    var lines = ViewDrawing(layout: ViewLayout(focus: focus, tick: tick, cursor: offset)).lines(frame, size: size)
    if let shownURL, !lines.isEmpty {
      lines[lines.count - 1] = Line("↗ Open in a browser: \(shownURL.absoluteString)", style: .dim)
        .truncated(toWidth: size.columns)
    }
    return lines
  }

  /// Runs what appears until nothing more does (at most 20 rounds), then draws with `draw` once:
  /// the frames between are only resolved (their hooks noted), never laid out nor drawn.
  func settle(draw: () -> Void) {
    var frame = frame()
    for _ in 0..<20 {
      noteAppearances(frame.hooks)
      guard runAppearances() else { break }
      frame = self.frame()
    }
    withOneFrame(resolved: frame, draw)
  }

  /// Runs the last frame's `.onDisappear`s, `.onAppear`s, `.task`s and `.onChange(of:)`
  /// actions; true when there was any.
  func runAppearances() -> Bool {
    let (hooks, gone) = (pending, disappeared)
    (pending, disappeared) = ([], [])
    gone.forEach { $0() }
    for hook in hooks {
      switch hook.kind {
      case .onAppear(let action): action()
      // Started at once, so what it sends before its first wait is on the next frame.
      case .task(let work): appeared[hook.identity] = Task.immediate { await work() }
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
}
