extension Task where Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: an endpoint's test
  /// value that never answers (`fetch: { try await Task.never() }`), or an effect that waits for
  /// its cancellation.
  public static func never() async throws -> Success {
    // A stream nothing feeds: iterating it ends only when the task is cancelled.
    let nothing = AsyncStream<Never> { _ in }
    for await _ in nothing {}
    // Spelled with its module: inside an extension of `Task` the compiler fails on the bare name.
    throw _Concurrency.CancellationError()
  }
}
