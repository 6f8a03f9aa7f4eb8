extension TerminalApp {
  /// The chapter's text in a `Reader`, the body of the app's screen while it shows (`r`): its
  /// buttons move the position the panel keeps, and Esc or q (its Back and Close), or `r` again,
  /// go back to the app. The chapter's view keeps its focus and its tasks meanwhile (a runtime of its own).
  var readerView: Reader {
    Reader(
      chapterText ?? "",
      position: Binding(
        get: { if case .reader(let position) = self.panel { position } else { ReaderPosition() } },
        set: { self.panel = .reader($0) }),
      size: bodySize(window: frameSize), close: { self.panel = .main })
  }

  /// The runtime of the screen on top: the app's screen's while the reader shows, else the
  /// chapter's view's.
  var runtimeOnTop: ViewRuntime {
    if case .reader = panel { chrome } else { viewRuntime }
  }
}

extension ViewRuntime {
  /// Forgets where the focus was, so that the next frame gives it to the first control, as on a
  /// screen shown anew: the reader opens on its first button wherever the last one left it.
  func focusFirstControl() {
    (focus, focusedControl, focusIndex, leftField) = (nil, nil, 0, nil)
  }
}
