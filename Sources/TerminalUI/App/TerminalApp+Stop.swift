extension TerminalApp {
  /// Ends the app from outside its view and keys, as `q` does but with any exit code: `run()` then
  /// restores the terminal and returns the code. A runner that hands the terminal to another
  /// program (a launcher starting another app) stops the app when its state asks for it.
  public func stop(exitCode: Int32) {
    quit(exitCode)
  }
}
