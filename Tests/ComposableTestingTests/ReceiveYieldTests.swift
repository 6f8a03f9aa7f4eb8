import Composable
import ComposableTesting
import TestTags
import Testing

/// A client that streams sign-in events, and is told when nobody listens any more. Everything
/// about it happens on the main actor, where effects run, and handing out an event that is
/// already there (or the end of the events) does not suspend: the listener, resumed with the
/// last event, sends its action and ends its loop in the same turn of the main actor, so what
/// the test checks does not depend on how soon a loaded machine runs its other threads. (An
/// `AsyncStream` would not do: its iterator gives the main actor up for every element and comes
/// back through the shared thread pool, which a busy machine may not run in time.)
@MainActor
private final class EventsClient {
  private(set) var isListening = true
  /// The events yielded while nobody was waiting, oldest first.
  private var buffered: [String] = []
  private var isFinished = false
  /// The listener waiting for the next event.
  private var waiting: CheckedContinuation<String?, Never>?

  /// Hands an event to the listener: now if it is waiting, else at its next `nextEvent()`.
  func yield(_ event: String) {
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: event)
    } else {
      buffered.append(event)
    }
  }

  /// Ends the events: once the buffered ones are handed out, `nextEvent()` returns nil.
  func finish() {
    isFinished = true
    waiting?.resume(returning: nil)
    waiting = nil
  }

  /// The next event, or nil once the events ended; waits only when neither is there yet.
  func nextEvent() async -> String? {
    if !buffered.isEmpty { return buffered.removeFirst() }
    if isFinished { return nil }
    return await withCheckedContinuation { waiting = $0 }
  }

  /// Called when the listener's loop ends.
  func stopListening() {
    isListening = false
  }
}

/// A feature that listens to the client's events until they end, then tells the client.
private struct Listener: Reducer {
  struct State: Equatable { var events: [String] = [] }
  enum Action: Equatable {
    case startListening
    case event(String)
  }
  let client: EventsClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startListening:
      return .run { send in
        while let event = await client.nextEvent() { await send(.event(event)) }
        await client.stopListening()
      }
    case .event(let event):
      state.events.append(event)
      return .none
    }
  }
}

/// An effect that ends right after the action it sent has ended when `receive` returns, and one
/// that goes on running is reported at the end of the test: `receive` yields to the running
/// effects before it returns, as TCA's does, a bounded number of times, never until they end.
@MainActor
@Suite("test store", .tags(.testStore, .effects), .timeLimit(.minutes(1)))
struct ReceiveYieldTests {
  @Test("an effect whose loop ends right after the action it sent has ended when the test ends")
  func effectEndingAfterItsLastAction() async {
    let client = EventsClient()
    let store = TestStore(initialState: Listener.State()) { Listener(client: client) }

    await store.send(.startListening)
    client.yield("signed in")
    client.finish()
    await store.receive(.event("signed in")) { $0.events = ["signed in"] }
    #expect(client.isListening == false)
  }

  @Test("an effect that goes on running after receive is still reported at the end of the test")
  func effectStillRunningAfterReceive() async {
    let client = EventsClient()
    await withKnownIssue {
      let store = TestStore(initialState: Listener.State()) { Listener(client: client) }
      await store.send(.startListening)
      client.yield("signed in")
      await store.receive(.event("signed in")) { $0.events = ["signed in"] }
    } matching: { issue in
      issue.message.contains("An effect started by Listener.Action.startListening is still running")
    }
    client.finish()
  }
}
