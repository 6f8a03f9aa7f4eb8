extension Effect {
  /// An effect that runs asynchronous work and sends actions back through `send`.
  ///
  /// The dependencies in effect where the effect is created are the ones the work sees. A thrown
  /// error goes to `handler`; with no handler it is reported as an issue. A cancellation error is
  /// not an error: cancelled work ends quietly.
  public static func run(
    priority: TaskPriority? = nil,
    operation: nonisolated(nonsending) @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (nonisolated(nonsending) @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let dependencies = CurrentDependencies.copy  // `DependencyValues._current`: Performance/CurrentDependenciesInPlace.swift
    let reporters = IssueReporters.current
    return Self(
      operation: .run(priority: priority) { send in
        await withCurrentDependencies(dependencies) {
          do {
            try await operation(send)
          } catch is CancellationError {
            return
          } catch {
            guard !Task.isCancelled else { return }
            if let handler {
              await handler(error, send)
            } else {
              IssueReporters.$current.withValue(reporters) {
                reportIssue(
                  """
                  An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error: \(error)

                  All errors thrown by an effect's operation should be handled, either inside the \
                  operation or with the "catch" handler of "Effect.run".
                  """,
                  fileID: fileID, filePath: filePath, line: line, column: column)
              }
            }
          }
        }
      })
  }
}

/// Runs `body` with `dependencies` as the current ones, on the caller's actor. The closure given
/// to the task-local captures `isolation`, so an effect that awaits work running elsewhere (an
/// API client) comes back to the main actor, as the store and `TestClock` expect.
private func withCurrentDependencies(
  _ dependencies: DependencyValues,
  isolation: isolated (any Actor)? = #isolation,
  _ body: nonisolated(nonsending) () async -> Void
) async {
  await DependencyValues.$_current.withValue(dependencies) {
    _ = isolation
    await body()
  }
}
