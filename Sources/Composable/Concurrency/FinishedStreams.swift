extension AsyncThrowingStream where Failure == any Error {
  /// A stream that has already ended, with `error` or without: the test value of an endpoint
  /// that streams, `events: { .finished() }`.
  public static func finished(throwing error: Failure? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}

extension AsyncStream {
  /// A stream that has already ended: the test value of an endpoint that streams nothing.
  public static var finished: Self {
    Self { $0.finish() }
  }
}
