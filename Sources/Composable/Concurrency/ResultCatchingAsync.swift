extension Result {
  /// The value an async throwing `body` returns, or the error it throws, as the synchronous
  /// `Result(catching:)` does: `await send(.loaded(Result { try await client.fetch() }))`.
  public nonisolated(nonsending) init(
    catching body: nonisolated(nonsending) () async throws(Failure) -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
