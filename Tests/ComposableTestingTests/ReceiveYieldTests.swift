import Composable
import ComposableTesting
import Testing

/// A client that streams sign-in events, and is told when nobody listens any more. It lives on
/// the main actor, where effects start, so how far an effect has got after `receive` depends on
/// the yields alone and not on how busy the machine's other threads are.
@MainActor
private final class EventsClient {
  private(set) var isListening = true

  /// The client's events, which the test feeds.
  nonisolated let events: AsyncStream<String>

  init(events: AsyncStream<String>) {
    self.events = events
  }

  /// Called when the listener's loop ends.
  func stopListening() {
    isListening = false
  }
}

/// A feature that listens to the client's events until the stream ends, then tells the client.
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
        for await event in client.events { await send(.event(event)) }
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
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let client = EventsClient(events: events)
    let store = TestStore(initialState: Listener.State()) { Listener(client: client) }

    await store.send(.startListening)
    continuation.yield("signed in")
    continuation.finish()
    await store.receive(.event("signed in")) { $0.events = ["signed in"] }
    #expect(client.isListening == false)
  }

  @Test("an effect that goes on running after receive is still reported at the end of the test")
  func effectStillRunningAfterReceive() async {
    let (events, continuation) = AsyncStream.makeStream(of: String.self)
    let client = EventsClient(events: events)
    await withKnownIssue {
      let store = TestStore(initialState: Listener.State()) { Listener(client: client) }
      await store.send(.startListening)
      continuation.yield("signed in")
      await store.receive(.event("signed in")) { $0.events = ["signed in"] }
    } matching: { issue in
      issue.message.contains("An effect started by Listener.Action.startListening is still running")
    }
    continuation.finish()
  }
}
