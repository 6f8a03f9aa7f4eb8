import Composable
import ComposableTesting
import Testing

/// A client that streams sign-in events, and is told when nobody listens any more. Everything
/// about it happens on the main actor, where effects run, in the order jobs are queued there, so
/// how far an effect has got after `receive` depends on the yields alone and not on how busy the
/// machine is. (An `AsyncStream` would not do: its iterator waits for the next element off the
/// main actor, on a thread that a loaded machine may not run for a while.) Like an
/// `AsyncStream`, asking for the next event always suspends, even when one is waiting: the
/// listener's loop ends one turn of the main actor after it sent its last action.
@MainActor
private final class EventsClient {
  private(set) var isListening = true
  /// The events yielded and not yet handed to the listener, oldest first.
  private var buffered: [String] = []
  private var isFinished = false
  /// The listener waiting for the next event.
  private var waiting: CheckedContinuation<String?, Never>?

  /// Hands an event to the listener (its next call of `nextEvent()`).
  func yield(_ event: String) {
    buffered.append(event)
    resumeListener()
  }

  /// Ends the events: once the buffered ones are handed out, `nextEvent()` returns nil.
  func finish() {
    isFinished = true
    resumeListener()
  }

  /// The next event, or nil once the events ended.
  func nextEvent() async -> String? {
    await withCheckedContinuation { continuation in
      waiting = continuation
      resumeListener()
    }
  }

  /// Called when the listener's loop ends.
  func stopListening() {
    isListening = false
  }

  /// Resumes the waiting listener, if any, with the next event or with the end of the events.
  private func resumeListener() {
    guard let waiting, !buffered.isEmpty || isFinished else { return }
    self.waiting = nil
    waiting.resume(returning: buffered.isEmpty ? nil : buffered.removeFirst())
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

/// After `receive`, the effects get to run on, as TCA's `receive` yields to them before it
/// returns (a bounded number of times, not until they end).
@MainActor
@Suite("test store")
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
