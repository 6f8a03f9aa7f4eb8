extension TerminalApp {
  /// Runs the app on a virtual terminal: draws on it, takes its keys and resizes, redraws after
  /// every change of the store's state. Tests then press keys and read the screen.
  public func start(on terminal: VirtualTerminal) {
    terminal.onKey = { [weak self] key in self?.press(key) }
    terminal.onResize = { [weak self] _ in self?.redraw() }
    attach(to: terminal)
  }
}
