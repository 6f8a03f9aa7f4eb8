import Composable
import Synchronization

/// The id each piece of work in the ledger is cancellable by, so that continuing from a step
/// stops exactly the work it replaces.
struct LedgerWorkID: Hashable, Sendable {
  let number: Int
}

/// The work a session's effects are doing: each piece (a `.run`, a concatenation that waits) as
/// the reducer returned it, until it returns or is cancelled (on any thread: hence the lock).
final class EffectLedger<Action>: Sendable {
  /// One piece of work: the step whose action started it, its effect, whether it sent actions.
  struct Work: Sendable {
    let step: Int
    let effect: Effect<Action>
    var hasSent = false
  }

  /// The pieces running, by number, and the next piece's number.
  private let book = Mutex((running: [Int: Work](), next: 0))

  /// The pieces running now, in the order their steps started them.
  var running: [Work] {
    book.withLock { book in
      book.running.sorted { ($0.value.step, $0.key) < ($1.value.step, $1.key) }.map(\.value)
    }
  }

  /// Stops and forgets the work running now, and starts `pieces` again from their beginning.
  func restart(_ pieces: [Work]) -> Effect<Action> {
    let stopped = book.withLock { book in
      defer { book.running = [:] }
      return book.running.keys.map { Effect<Action>.cancel(id: LedgerWorkID(number: $0)) }
    }
    return .merge(stopped + pieces.map { track($0.effect, step: $0.step) })
  }

  /// `effect`, started by step `step`, its work in the ledger while it runs (a piece inside
  /// another reports to it, `within`; `wrap` puts the cancellation ids around it back on a piece).
  func track(
    _ effect: Effect<Action>, step: Int, within piece: Int? = nil,
    wrap: @escaping (Effect<Action>) -> Effect<Action> = { $0 }
  ) -> Effect<Action> {
    switch effect.operation {
    case .none, .send, .cancel, .dismissal:
      return effect
    case .merge(let effects):
      return Effect(operation: .merge(effects.map { track($0, step: step, within: piece, wrap: wrap) }))
    case .cancellable(let id, let cancelInFlight, let inner):
      let rewrap = { (inner: Effect<Action>) in Effect(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, inner)) }
      return rewrap(track(inner, step: step, within: piece) { wrap(rewrap($0)) })
    case .run(let priority, let operation):
      let number = piece ?? open(wrap(effect), step: step)
      let run = Effect(operation: .run(priority: priority, reporting(operation, to: number, ends: piece == nil)))
      return piece == nil ? run.cancellable(id: LedgerWorkID(number: number)) : run
    case .concatenate(let effects):
      let number = piece == nil && !effect.isSynchronous ? open(wrap(effect), step: step) : nil
      let steps = effects.map { track($0, step: step, within: number ?? piece, wrap: wrap) }
      guard let number else { return Effect(operation: .concatenate(steps)) }
      let ending = Effect<Action>(operation: .run(priority: nil) { [self] _ in end(number) })
      return Effect(operation: .concatenate(steps + [ending])).cancellable(id: LedgerWorkID(number: number))
    }
  }

  /// The work `operation` does, telling piece `number` when it sends an action and when it is
  /// cancelled, which ends the piece, and its end when `ends` (the piece is this work alone).
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

  /// `send`, telling piece `number` when it sends an action.
  @MainActor
  private func reporting(_ send: Send<Action>, to number: Int) -> Send<Action> {
    Send { [self] action in
      send(action)
      book.withLock { $0.running[number]?.hasSent = true }
    }
  }

  /// Files a new piece of work, `effect`, started by step `step`: its number.
  private func open(_ effect: Effect<Action>, step: Int) -> Int {
    book.withLock { book in
      defer { book.next += 1 }
      book.running[book.next] = Work(step: step, effect: effect)
      return book.next
    }
  }

  /// Ends piece `number`: it runs no more.
  private func end(_ number: Int) {
    book.withLock { $0.running[number] = nil }
  }
}
