extension TerminalSession {
  /// Runs `body` with the terminal taken over, and restores the terminal however `body` ends:
  /// by returning or by throwing.
  public func withFullScreen<Result>(
    _ mode: InputMode = .raw, _ body: () async throws -> Result
  ) async rethrows -> Result {
    enter(mode)
    defer { restore() }
    return try await body()
  }
}
