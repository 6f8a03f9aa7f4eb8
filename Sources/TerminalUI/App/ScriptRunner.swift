import Composable

/// How a script waits for the app's effects: how long a `wait` lets them run before it gives up,
/// on which clock, and the race between the effects finishing and that time running out.
struct ScriptRunner {
  /// How long a script's `wait` lets effects run before it gives up (a timer never ends).
  var waitLimit: Duration = .seconds(10)
  /// The clock a script's `wait` and `wait 3s` measure time on; tests pass an `ImmediateClock`.
  var clock: any Clock<Duration> = ContinuousClock()

  /// Waits until `finishEffects` returns or `limit` has passed on `clock`, whichever comes
  /// first; true when the effects finished.
  @MainActor
  func waitForEffects(upTo limit: Duration, finishEffects: @escaping @MainActor () async -> Void) async -> Bool {
    let race = WaitRace()
    let clock = clock
    return await withCheckedContinuation { continuation in
      race.continuation = continuation
      race.timer = Task { @MainActor in
        try? await clock.sleep(for: limit)
        race.end(effectsFinished: false)
      }
      Task { @MainActor in
        await finishEffects()
        race.end(effectsFinished: true)
      }
    }
  }

  /// Lets effects started by a command run until they finish or stop making progress on their
  /// own (an effect waiting on a live clock): no real time passes.
  @MainActor
  static func settle(_ tasks: [StoreTask]) async {
    guard !tasks.isEmpty else { return }
    let flag = CompletionFlag()
    Task { @MainActor in
      for task in tasks { await task.finish() }
      flag.isSet = true
    }
    var turns = 500
    while !flag.isSet && turns > 0 {
      await Task.yield()
      turns -= 1
    }
  }

  /// What a script's `wait` says when the effects are still running at `waitLimit`.
  func waitGaveUpMessage(line: Int) -> String {
    """
      line \(line): wait gave up after \(waitLimit): effects are still running, and may never \
      end (a timer ticks until it is stopped).
      To let time pass and go on, write `wait 3s`; to end a timer, send the command that stops \
      it first (e.g. `tap Stop timer`), then `wait`.
      """
  }
}

/// Whether some effects have finished: a flag a waiting task sets on the main actor.
@MainActor
private final class CompletionFlag {
  var isSet = false
}

/// The first of two waits to end: it resumes the waiting script once, with whether the effects
/// finished (true) or the time ran out (false).
@MainActor
private final class WaitRace {
  var continuation: CheckedContinuation<Bool, Never>?
  var timer: Task<Void, Never>?

  func end(effectsFinished: Bool) {
    timer?.cancel()
    continuation?.resume(returning: effectsFinished)
    continuation = nil
  }
}
