import Composable
import Synchronization

/// The id each piece of work in the ledger is cancellable by, so that continuing from a step
/// stops exactly the work it replaces or drops.
struct LedgerWorkID: Hashable, Sendable {
  let number: Int
}

/// Time travel's record of a session's effects, kept as data: every piece of asynchronous work
/// the actions started (a `.run`, or a concatenation that waits), as the reducer returned it
/// inside its cancellation ids, under the step whose action started it, with the step at which
/// it ended (it returned, or was cancelled).
///
/// Continuing from a step cancels the work not ended by then and starts again, from its effect,
/// the work that was running at that step, so the app goes on as it did then (a fetch in flight
/// fetches, a timer ticks); a piece starts from its beginning, forgetting what it had sent.
/// Work ends on any thread (a cancellation), so the ledger keeps its book under a lock.
final class EffectLedger<Action>: Sendable {
  /// One piece of work.
  struct Work: Sendable {
    /// The step whose action started it.
    let step: Int
    /// The piece as the reducer returned it, inside the cancellation ids that wrapped it.
    let effect: Effect<Action>
    /// The step at which it ended; nil while it runs.
    var endStep: Int?
    /// The step of the first action it sent back; nil while it sent none.
    var firstSentStep: Int?
  }

  /// The pieces filed so far, by number, and the newest step.
  private struct Book {
    var works: [Int: Work] = [:]
    var nextNumber = 0
    /// The newest step reduced: work that sends or ends now does so at this step.
    var step = 0
  }

  private let book = Mutex(Book())

  /// An empty ledger, at step 0.
  init() {}

  /// The effect of the action just reduced, step `step`, with each piece of its work filed in
  /// the ledger: the same effect, whose work also reports when it sends and when it ends.
  func track(_ effect: Effect<Action>, step: Int) -> Effect<Action> {
    book.withLock { $0.step = step }
    return tracked(effect, step: step, within: nil) { $0 }
  }

  /// Continues from `step`: the work not ended by then is cancelled and forgotten, the pieces
  /// of it that were running at `step` start again (`restarted`: the step that had started
  /// each, and whether it had sent actions by then), and the ledger is back at `step`.
  func continuing(from step: Int) -> (effect: Effect<Action>, restarted: [(step: Int, hadSent: Bool)]) {
    let stopped = book.withLock { book in
      book.step = step
      let stopped = book.works.filter { $0.value.endStep.map { $0 > step } ?? true }
      book.works = book.works.filter { stopped[$0.key] == nil }
      return stopped
    }
    // Of the work not ended by `step`, that started by then was running then.
    let again = stopped.values.filter { $0.step <= step }.sorted { $0.step < $1.step }
    let cancels = stopped.keys.map { Effect<Action>.cancel(id: LedgerWorkID(number: $0)) }
    return (
      .merge(cancels + again.map { tracked($0.effect, step: $0.step, within: nil) { $0 } }),
      again.map { ($0.step, $0.firstSentStep.map { $0 <= step } ?? false) }
    )
  }

  /// Files every piece of work in `effect` under `step` (a piece inside another reports to it,
  /// `within`); `wrap` puts the cancellation ids around `effect` back on a piece.
  private func tracked(
    _ effect: Effect<Action>, step: Int, within piece: Int?,
    wrap: @escaping (Effect<Action>) -> Effect<Action>
  ) -> Effect<Action> {
    switch effect.operation {
    case .none, .send, .cancel, .dismissal:
      return effect
    case .merge(let effects):
      return Effect(operation: .merge(effects.map { tracked($0, step: step, within: piece, wrap: wrap) }))
    case .cancellable(let id, let cancelInFlight, let inner):
      let rewrap = { (inner: Effect<Action>) in Effect(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, inner)) }
      return rewrap(tracked(inner, step: step, within: piece) { wrap(rewrap($0)) })
    case .run(let priority, let operation):
      let number = piece ?? open(wrap(effect), step: step)
      let run = Effect(operation: .run(priority: priority, reporting(operation, to: number, ends: piece == nil)))
      return piece == nil ? run.cancellable(id: LedgerWorkID(number: number)) : run
    case .concatenate(let effects):
      let number = piece == nil && !effect.isSynchronous ? open(wrap(effect), step: step) : nil
      let steps = effects.map { tracked($0, step: step, within: number ?? piece, wrap: wrap) }
      guard let number else { return Effect(operation: .concatenate(steps)) }
      let ending = Effect<Action>(operation: .run(priority: nil) { [self] _ in end(number) })
      return Effect(operation: .concatenate(steps + [ending])).cancellable(id: LedgerWorkID(number: number))
    }
  }

  /// The work `operation` does, reporting to piece `number` the first action it sends and its
  /// cancellation, which ends the piece, and its end when `ends` (the piece is this work alone).
  private func reporting(
    _ operation: @escaping RunOperation<Action>, to number: Int, ends: Bool
  ) -> RunOperation<Action> {
    { [self] send in
      let send = await reporting(send, to: number)
      await withTaskCancellationHandler {
        await operation(send)
      } onCancel: {
        end(number)
      }
      if ends { end(number) }
    }
  }

  /// `send`, reporting to piece `number` the first action it sends.
  @MainActor
  private func reporting(_ send: Send<Action>, to number: Int) -> Send<Action> {
    Send { [self] action in
      send(action)
      book.withLock { book in
        if book.works[number]?.firstSentStep == nil { book.works[number]?.firstSentStep = book.step }
      }
    }
  }

  /// Files a new piece of work, `effect`, started by step `step`: its number.
  private func open(_ effect: Effect<Action>, step: Int) -> Int {
    book.withLock { book in
      defer { book.nextNumber += 1 }
      book.works[book.nextNumber] = Work(step: step, effect: effect)
      return book.nextNumber
    }
  }

  /// Ends piece `number` at the newest step, unless it ended before.
  private func end(_ number: Int) {
    book.withLock { book in
      if book.works[number]?.endStep == nil { book.works[number]?.endStep = book.step }
    }
  }
}
