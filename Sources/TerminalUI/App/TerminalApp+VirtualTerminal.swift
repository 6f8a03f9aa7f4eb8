extension TerminalApp {
  /// Runs the app on a virtual terminal: draws on it, takes its keys and resizes, redraws after
  /// every change of the store's state. Tests then press keys and read the screen. The terminal
  /// keeps the app running until it quits.
  public func start(on terminal: VirtualTerminal) {
    terminal.onKey = { key in self.press(key) }
    terminal.onResize = { _ in self.redraw() }
    let previousExit = self.terminal.onExit
    self.terminal.onExit = { [weak terminal] code in
      terminal?.onKey = nil
      terminal?.onResize = nil
      previousExit?(code)
    }
    attach(to: terminal)
  }
}
