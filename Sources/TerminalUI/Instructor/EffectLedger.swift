import Composable
import Synchronization

/// The id each piece of work in the ledger is cancellable by, so that continuing from a step
/// stops exactly the work it replaces or drops.
struct LedgerWorkID: Hashable, Sendable {
  let number: Int
}

/// Time travel's record of a session's effects, kept as data: every piece of asynchronous work
/// the actions started (a `.run`, or a concatenation that waits), as the reducer returned it
/// with the cancellation ids around it, filed under the step whose action started it, with the
/// step at which it ended (it returned after sending its last action, or was cancelled).
///
/// Continuing from a step asks it which pieces were still running at that step: those are
/// cancelled where they still run and started again from their effect, so the app goes on as
/// it did then (a fetch in flight fetches, a ticking timer ticks); the pieces of later steps
/// are cancelled and forgotten. A piece starts again from its beginning: one that had already
/// sent actions by that step (a timer's earlier ticks) does not remember them.
///
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

    /// Whether it was running after step `step` was reduced.
    func isRunning(at step: Int) -> Bool {
      self.step <= step && endStep.map { step < $0 } ?? true
    }
  }

  /// What continuing from a step does to the effects.
  struct Continuation {
    /// Cancels the work of the dropped steps and the work that starts again, then starts it.
    let effect: Effect<Action>
    /// The work started again: the step that had started each, and whether it had already sent
    /// actions by the step continued from (it starts again from its beginning all the same).
    let restarted: [(step: Int, hadSent: Bool)]
  }

  private struct Book {
    var works: [Int: Work] = [:]
    var nextNumber = 0
    /// The newest step reduced: work that ends now ends at this step.
    var step = 0
  }

  private let book = Mutex(Book())

  /// An empty ledger, at step 0.
  init() {}

  /// Notes that step `step` was just reduced.
  func advance(to step: Int) {
    book.withLock { $0.step = step }
  }

  /// The effect of step `step`'s action with each piece of its work filed in the ledger: the
  /// same effect, whose work also reports when it sends and when it ends.
  func track(_ effect: Effect<Action>, step: Int) -> Effect<Action> {
    tracked(effect, step: step, within: nil, wrappers: [])
  }

  /// Continues from `step`: the work of later steps is cancelled and forgotten, the work that
  /// was running at `step` is cancelled where it still runs and started again, and the ledger
  /// is back at `step`.
  func continuing(from step: Int) -> Continuation {
    let (stopped, again) = book.withLock { book in
      book.step = step
      let stopped = book.works.filter { $0.value.endStep == nil || $0.value.step > step }.keys
      let again = book.works.values.filter { $0.isRunning(at: step) }.sorted { $0.step < $1.step }
      book.works = book.works.filter { !stopped.contains($0.key) && !$0.value.isRunning(at: step) }
      return (Array(stopped), again)
    }
    let restarts = again.map { work in
      (effect: track(work.effect, step: work.step),
       report: (step: work.step, hadSent: work.firstSentStep.map { $0 <= step } ?? false))
    }
    return Continuation(
      effect: .merge(stopped.map { .cancel(id: LedgerWorkID(number: $0)) } + restarts.map(\.effect)),
      restarted: restarts.map(\.report))
  }

  /// Files every piece of work in `effect` (a piece inside another, `within` it, reports to
  /// it), under `step`; `wrappers` are the cancellation ids around `effect`.
  private func tracked(
    _ effect: Effect<Action>, step: Int, within piece: Int?,
    wrappers: [(id: EffectCancelID, cancelInFlight: Bool)]
  ) -> Effect<Action> {
    switch effect.operation {
    case .none, .send, .cancel, .dismissal:
      return effect
    case .merge(let effects):
      return Effect(
        operation: .merge(effects.map { tracked($0, step: step, within: piece, wrappers: wrappers) }))
    case .cancellable(let id, let cancelInFlight, let inner):
      let inner = tracked(
        inner, step: step, within: piece, wrappers: wrappers + [(id, cancelInFlight)])
      return Effect(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, inner))
    case .run(let priority, let operation):
      if let piece { return Effect(operation: .run(priority: priority, reporting(operation, to: piece))) }
      let number = open(effect, step: step, wrappers: wrappers)
      let operation = reporting(operation, to: number)
      return Effect(
        operation: .run(priority: priority) { [self] send in
          await operation(send)
          end(number)
        }
      ).cancellable(id: LedgerWorkID(number: number))
    case .concatenate(let effects):
      if piece != nil || effect.isSynchronous {
        return Effect(
          operation: .concatenate(
            effects.map { tracked($0, step: step, within: piece, wrappers: wrappers) }))
      }
      let number = open(effect, step: step, wrappers: wrappers)
      let ending = Effect<Action>(operation: .run(priority: nil) { [self] _ in end(number) })
      return Effect(
        operation: .concatenate(
          effects.map { tracked($0, step: step, within: number, wrappers: []) } + [ending])
      ).cancellable(id: LedgerWorkID(number: number))
    }
  }

  /// The work `operation` does, reporting to piece `number` the first action it sends and a
  /// cancellation, which ends the piece.
  private func reporting(
    _ operation: @escaping RunOperation<Action>, to number: Int
  ) -> RunOperation<Action> {
    { [self] send in
      let send = await reporting(send, to: number)
      await withTaskCancellationHandler {
        await operation(send)
      } onCancel: {
        end(number)
      }
    }
  }

  /// `send`, reporting to piece `number` the first action it sends.
  @MainActor
  private func reporting(_ send: Send<Action>, to number: Int) -> Send<Action> {
    Send { [self] action in
      send(action)
      sent(by: number)
    }
  }

  /// Files a new piece of work, `effect` inside `wrappers`, started by step `step`.
  private func open(
    _ effect: Effect<Action>, step: Int, wrappers: [(id: EffectCancelID, cancelInFlight: Bool)]
  ) -> Int {
    let wrapped = wrappers.reversed().reduce(effect) { inner, wrapper in
      Effect(operation: .cancellable(id: wrapper.id, cancelInFlight: wrapper.cancelInFlight, inner))
    }
    return book.withLock { book in
      defer { book.nextNumber += 1 }
      book.works[book.nextNumber] = Work(step: step, effect: wrapped)
      return book.nextNumber
    }
  }

  private func sent(by number: Int) {
    book.withLock { book in
      if book.works[number]?.firstSentStep == nil { book.works[number]?.firstSentStep = book.step }
    }
  }

  private func end(_ number: Int) {
    book.withLock { book in
      if book.works[number]?.endStep == nil { book.works[number]?.endStep = book.step }
    }
  }
}
