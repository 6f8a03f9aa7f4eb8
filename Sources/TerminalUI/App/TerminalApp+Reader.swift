extension TerminalApp {
  /// A runtime for the chapter's text in a `Reader` at the top, searching nothing: its buttons
  /// move the position the panel keeps, and Esc or q (its Back and Close) go back to the app.
  func makeReader() -> ViewRuntime {
    ViewRuntime { [unowned self] () -> Reader in
      Reader(
        chapterText ?? "",
        position: Binding(
          get: { if case .reader(let position) = self.panel { position } else { ReaderPosition() } },
          set: { self.panel = .reader($0) }),
        size: readerSize, close: { self.panel = .main })
    }
  }

  /// The runtime of the screen on top: the reader's while it shows, else the chapter's view's.
  var runtimeOnTop: ViewRuntime {
    if case .reader = panel { reader } else { viewRuntime }
  }
}
