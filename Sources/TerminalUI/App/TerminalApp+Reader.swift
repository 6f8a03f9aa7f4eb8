extension TerminalApp {
  /// The chapter's text in a `Reader` (`r`): its buttons move the position the panel keeps; Esc,
  /// q or `r` go back to the app, whose view keeps its focus and tasks meanwhile.
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
  /// Forgets where the focus was, so that the next frame gives it to the first control: the
  /// reader opens on its first button.
  func focusFirstControl() {
    (focus, focusedControl, focusIndex, leftField) = (nil, nil, 0, nil)
  }
}
